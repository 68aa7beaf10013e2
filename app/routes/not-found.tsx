import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PageContainer } from "~/components/page";
import { site } from "~/content/site";
import { buttonClass } from "~/components/button-styles";

export const meta = () => [
  { title: `Page not found · ${site.ownerName}` },
  { name: "description", content: "The page you asked for does not exist." },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      {/* The same HTML serves every unknown path, so the markup must not depend on it. */}
      <p className="font-mono text-xs text-syntax-comment">{"// error: ENOENT: no such file or directory"}</p>
      <h1 className="mt-4 font-mono text-7xl font-bold text-syntax-keyword">404</h1>
      <p className="mt-4 font-mono text-xl text-foreground">Oops! Page not found</p>
      <Link
        to="/"
        className={buttonClass("primary", "mt-8 px-5")}
      >
        Return to Home
      </Link>
    </PageContainer>
  );
}
