import { Document, type DocumentProps, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import type { CvContent } from "./cv-content";

/**
 * The CV as a react-pdf document, a pure function of the content, in its language (headings,
 * labels and the PDF's language tag come with it): A4, one column, ink on white with the site's
 * blue for the role and the links only. Families are registered by render-cv.ts.
 */
const INK = "#1b1f24";
const MUTED = "#57606a";
const ACCENT = "#005fb8";
const RULE = "#d0d7de";

const s = StyleSheet.create({
  page: { paddingTop: 34, paddingBottom: 44, paddingHorizontal: 44, fontFamily: "CV Sans", fontSize: 8.6, lineHeight: 1.35, color: INK },
  name: { fontSize: 22, lineHeight: 1.15, fontWeight: "bold" },
  role: { marginTop: 1, fontSize: 11, lineHeight: 1.3, color: ACCENT },
  meta: { marginTop: 5, color: MUTED },
  contacts: { marginTop: 3, flexDirection: "row", flexWrap: "wrap" },
  link: { color: ACCENT, textDecoration: "none" },
  dot: { color: MUTED },
  section: { marginTop: 11 },
  heading: {
    fontSize: 9.5,
    fontWeight: "bold",
    letterSpacing: 1.2,
    textTransform: "uppercase",
    paddingBottom: 2,
    marginBottom: 5,
    borderBottomWidth: 0.75,
    borderBottomColor: RULE,
  },
  entry: { marginBottom: 6 },
  entryHead: { flexDirection: "row", justifyContent: "space-between" },
  entryTitle: { fontSize: 10, fontWeight: "bold" },
  year: { fontFamily: "CV Mono", fontSize: 8.5, color: MUTED },
  sub: { color: MUTED },
  bullet: { flexDirection: "row", marginTop: 1 },
  bulletMark: { width: 9, color: MUTED },
  bulletText: { flex: 1 },
  tech: { marginTop: 2, fontFamily: "CV Mono", fontSize: 7.5, color: MUTED },
  line: { marginBottom: 2 },
  label: { fontWeight: "bold" },
  footer: { position: "absolute", bottom: 22, left: 44, right: 44, fontSize: 7.5, color: MUTED },
});

/** En spaces around the dot: react-pdf collapses ordinary spaces at the edge of a nested text. */
const SEP = "\u2002·\u2002";

const withoutScheme = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "");

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={s.bullet}>
          <Text style={s.bulletMark}>•</Text>
          <Text style={s.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

function Section({ title, children }: { title: string; children: ReactElement | ReactElement[] }) {
  return (
    <View style={s.section}>
      {/* A heading never ends a page on its own. */}
      <Text style={s.heading} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

function Header({ c }: { c: CvContent }) {
  const links = [
    { href: `mailto:${c.email}`, label: c.email },
    { href: c.siteUrl, label: withoutScheme(c.siteUrl) },
    { href: c.github, label: withoutScheme(c.github) },
    { href: c.linkedin, label: withoutScheme(c.linkedin) },
  ];
  return (
    <View>
      <Text style={s.name}>{c.name}</Text>
      <Text style={s.role}>{c.role}</Text>
      <Text style={s.meta}>
        {c.location} · {c.availability} · {c.phone}
      </Text>
      <View style={s.contacts}>
        {links.map((l, i) => (
          <Text key={l.href}>
            {i > 0 && <Text style={s.dot}>{SEP}</Text>}
            <Link src={l.href} style={s.link}>
              {l.label}
            </Link>
          </Text>
        ))}
      </View>
    </View>
  );
}

export function cvDocument(c: CvContent): ReactElement<DocumentProps> {
  const title = `${c.name} — CV`;
  return (
    <Document
      title={title}
      author={c.name}
      subject={c.role}
      keywords={c.skills.map((k) => k.name).join(", ")}
      creator={`${c.productName} (${withoutScheme(c.siteUrl)})`}
      language={c.locale}
    >
      <Page size="A4" style={s.page}>
        <Text style={s.footer} fixed>
          {c.name} · CV · {withoutScheme(c.siteUrl)}
        </Text>
        <Header c={c} />

        <Section title={c.labels.profile}>
          <Text>{c.profile}</Text>
        </Section>

        <Section title={c.labels.experience}>
          {c.journey.map((e, i) => (
            <View key={i} style={s.entry} wrap={false}>
              <View style={s.entryHead}>
                <Text style={s.entryTitle}>{e.title}</Text>
                <Text style={s.year}>{e.year}</Text>
              </View>
              <Text style={s.sub}>
                {e.company} · {e.location}
              </Text>
              <Text style={{ marginTop: 2 }}>{e.description}</Text>
              <Bullets items={e.achievements} />
              <Text style={s.tech}>{e.tech.join(" · ")}</Text>
            </View>
          ))}
        </Section>

        <Section title={c.labels.projects}>
          {c.projects.map((p, i) => (
            <View key={i} style={s.entry} wrap={false}>
              <View style={s.entryHead}>
                <Text style={s.entryTitle}>{p.title}</Text>
                <Text style={s.year}>
                  {c.labels.category[p.category] ?? p.category} · {c.labels.status[p.status]}
                </Text>
              </View>
              <Text style={{ marginTop: 1 }}>{p.description}</Text>
              <Bullets items={p.results} />
              <Text style={s.tech}>
                {p.tech.join(" · ")}
                {SEP}
                <Link src={p.github} style={s.link}>
                  {withoutScheme(p.github)}
                </Link>
              </Text>
            </View>
          ))}
        </Section>

        <Section title={c.labels.skills}>
          {c.skills.map((k) => (
            <Text key={k.name} style={s.line}>
              <Text style={s.label}>{k.name}: </Text>
              {k.skills.join(" · ")}
            </Text>
          ))}
        </Section>

        <Section title={c.labels.services}>
          {c.services.map((v) => (
            <Text key={v.title} style={s.line}>
              <Text style={s.label}>{v.title}</Text> — {v.summary}
            </Text>
          ))}
        </Section>

      </Page>
    </Document>
  );
}
