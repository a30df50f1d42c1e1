import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { About, Experience, Project, Site } from '@/content/schema';
import type { Words } from '@/lib/i18n/words';
import { formatDateRange } from '@/lib/resume/dateRange';
import { directionOf } from '@/lib/i18n/languages';
import { untranslatedMark } from '@/lib/content/contentIn';

// The resume, written at build time by @react-pdf/renderer from the same content as the pages, in their language:
// real text in the shipped Inter, and for a script it cannot draw (Arabic…) a font that can (lib/fonts/drawingFonts.ts),
// embedded, selectable, searchable; every address a link. A4, with margins that keep the text inside US Letter's
// narrower height too, so it prints whole on either paper.

/** The site's palette, darkened where print needs more contrast on white. */
const ink = { text: '#0b1020', muted: '#4a5470', accent: '#0f766e', rule: '#d5dae6' };

const styles = StyleSheet.create({
  page: { paddingVertical: 56, paddingHorizontal: 52, fontSize: 10, lineHeight: 1.45, color: ink.text },
  name: { fontSize: 24, fontWeight: 700, lineHeight: 1.15 },
  role: { marginTop: 2, fontSize: 12.5, color: ink.accent },
  contacts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 8, color: ink.muted, fontSize: 9 },
  contact: { marginRight: 14 },
  link: { color: ink.accent, textDecoration: 'none' },
  section: { marginTop: 16 },
  heading: {
    marginBottom: 6,
    paddingBottom: 3,
    borderBottomWidth: 1,
    borderBottomColor: ink.rule,
    color: ink.accent,
    fontSize: 9.5,
    fontWeight: 700,
    textTransform: 'uppercase',
  },
  entry: { marginBottom: 7 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
  entryTitle: { fontWeight: 700, flexShrink: 1 },
  dates: { marginLeft: 12, color: ink.muted, fontSize: 9 },
  muted: { color: ink.muted },
  bullet: { flexDirection: 'row', marginTop: 1.5, paddingLeft: 8 },
  bulletMark: { width: 10, color: ink.accent },
  bulletText: { flex: 1 },
  reversed: { flexDirection: 'row-reverse' },
});

/** A page address as a resume prints it: without the scheme or a trailing slash. */
const shown = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

/**
 * How a block of `text` runs in a resume in `language`: in the language's direction, or, where its translation left it
 * in the first language's words, in that language's (an English line in an Arabic resume reads, and is copied, left to
 * right); its lines start on that side.
 */
function runs(language: string, text: string) {
  const direction = untranslatedMark(language, text)?.dir ?? directionOf(language);
  return { direction, textAlign: direction === 'rtl' ? 'right' : 'left' } as const;
}

function Section({ heading, language, children }: { heading: string; language: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={[styles.heading, runs(language, heading)]}>{heading}</Text>
      {children}
    </View>
  );
}

/** A row's parts from its line's start: the right, in a right-to-left resume. */
const row = (style: (typeof styles)[keyof typeof styles], language: string) => (directionOf(language) === 'rtl' ? [style, styles.reversed] : style);

function Bullets({ items, language }: { items?: string[]; language: string }) {
  return items?.map((item) => (
    <View key={item} style={row(styles.bullet, language)}>
      <Text style={styles.bulletMark}>•</Text>
      <Text style={[styles.bulletText, runs(language, item)]}>{item}</Text>
    </View>
  ));
}

/** A job or a school: what, where, and when, with what it brought. */
function Entry({ title, place, dates, highlights, language }: { title: string; place: string; dates: string; highlights?: string[]; language: string }) {
  return (
    <View style={styles.entry} wrap={false}>
      <View style={row(styles.entryHead, language)}>
        <Text style={[styles.entryTitle, runs(language, title)]}>
          {title}
          <Text style={[styles.muted, { fontWeight: 400 }]}> · {place}</Text>
        </Text>
        <Text style={[styles.dates, runs(language, dates)]}>{dates}</Text>
      </View>
      <Bullets items={highlights} language={language} />
    </View>
  );
}

type Props = {
  site: Site;
  jobs: Experience[];
  projects: Project[];
  about: About;
  /** The site's own address (in the resume's language). */
  siteUrl: string;
  /** The resume's language, and the families of the fonts that draw its text (./resumeFonts.ts), first tried first. */
  language: string;
  fontFamily: string[];
  /** "resume", in its language: its file's subject line. */
  kind: string;
  /** Its sections' headings, and the open end of a job still going on, in its language. */
  headings: Words['resumeHeadings'];
  present: string;
};

/** The owner's resume: who they are and how to reach them, then their jobs, projects, skills and education. */
export default function Resume({ site, jobs, projects, about, siteUrl, language, fontFamily, kind, headings, present }: Props) {
  const contacts = [{ label: shown(siteUrl), url: siteUrl }, ...(site.email ? [{ label: site.email, url: `mailto:${site.email}` }] : []), ...site.profiles.map((profile) => ({ label: shown(profile.url), url: profile.url }))];
  return (
    <Document title={site.name} author={site.name} subject={`${site.name}, ${site.role}: ${kind}`} creator={site.name} language={language}>
      <Page size="A4" style={[styles.page, { fontFamily }]}>
        <Text style={[styles.name, runs(language, site.name)]}>{site.name}</Text>
        <Text style={[styles.role, runs(language, site.role)]}>{site.role}</Text>
        <View style={row(styles.contacts, language)}>
          {contacts.map(({ label, url }) => (
            <Link key={url} src={url} style={[styles.link, styles.contact]}>
              {label}
            </Link>
          ))}
        </View>

        <Section heading={headings.summary} language={language}>
          <Text style={runs(language, site.intro)}>{site.intro}</Text>
        </Section>

        <Section heading={headings.experience} language={language}>
          {jobs.map((job) => (
            <Entry key={`${job.title} ${job.dateRange}`} title={job.title} place={job.company} dates={formatDateRange(job.dateRange, language, present)} highlights={job.highlights} language={language} />
          ))}
        </Section>

        <Section heading={headings.projects} language={language}>
          {projects.map((project) => (
            <View key={project.slug} style={styles.entry} wrap={false}>
              <Text style={runs(language, project.title)}>
                <Text style={styles.entryTitle}>{project.title}</Text>
                <Text style={styles.muted}> · {project.stack.map((tech) => tech.id).join(', ')}</Text>
              </Text>
              <Text style={runs(language, project.description)}>{project.description}</Text>
              <Link src={project.link} style={[styles.link, { fontSize: 9 }, runs(language, project.link)]}>
                {shown(project.link)}
              </Link>
            </View>
          ))}
        </Section>

        <Section heading={headings.skills} language={language}>
          <Text style={runs(language, about.skills.heading)}>
            <Text style={styles.entryTitle}>{about.skills.heading}: </Text>
            {about.skills.cards.map((card) => card.title).join(' · ')}
          </Text>
          <Text style={runs(language, about.toolbox.heading)}>
            <Text style={styles.entryTitle}>{about.toolbox.heading}: </Text>
            {about.toolbox.tools.map((tool) => tool.id).join(' · ')}
          </Text>
        </Section>

        {about.education && (
          <Section heading={headings.education} language={language}>
            {about.education.map((school) => (
              <Entry key={`${school.degree} ${school.school}`} title={school.degree} place={school.school} dates={formatDateRange(school.dateRange, language, present)} language={language} />
            ))}
          </Section>
        )}
      </Page>
    </Document>
  );
}
