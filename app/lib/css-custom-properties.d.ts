import "react";

declare module "react" {
  /** Custom properties in a style object, as CSS reads them: `style={{ "--bar-width": "40%" }}`. */
  interface CSSProperties {
    [name: `--${string}`]: string | number | undefined;
  }
}
