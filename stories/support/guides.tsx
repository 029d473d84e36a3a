import { Markdown } from '@storybook/addon-docs/blocks';
import { type ComponentProps, useEffect, useState } from 'react';

/** docs/*.md as text, by path: the guides shipped in the package, read by Vite at build time. */
const files = import.meta.glob<string>('../../docs/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The order a newcomer reads them in; a guide not listed here comes last. */
const order = [
  'install',
  'client',
  'react',
  'forms',
  'theming',
  'localization',
  'vite',
  'next',
  'react-router',
  'cross-origin',
  'service',
  'testing',
  'http-api',
  'development',
];

const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);

/** Each guide: its file name, its title (the first `#` heading) and its text. */
const guides = Object.entries(files)
  .map(([path, text]) => {
    const name = path.replace(/^.*\/(.+)\.md$/, '$1');
    return { name, title: /^# (.+)$/m.exec(text)?.[1]?.replace(/`/g, '') ?? name, text };
  })
  .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));

/** The guide a link points at (`forms.md`, `forms.md#errors`), if it is one of them. */
const guideOf = (href: string | undefined) =>
  guides.find((guide) => href?.replace(/#.*$/, '') === `${guide.name}.md`)?.name;

type GuideLinkProps = ComponentProps<'a'> & { onOpen: (name: string) => void };

/** A link; to another guide, it opens that guide on this page instead. */
function GuideLink({ href, children, onOpen, ...props }: GuideLinkProps) {
  const target = guideOf(href);
  if (!target) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a
      {...props}
      href={`#guide-${target}`}
      onClick={(event) => {
        event.preventDefault();
        onOpen(target);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The guides in docs/, as the introduction page lists them: a link to each, and the chosen one
 * rendered below (links between guides open the other guide here).
 */
export function Guides() {
  const [open, setOpen] = useState<string | undefined>();
  const guide = guides.find((candidate) => candidate.name === open);
  useEffect(() => {
    if (open) document.getElementById(`guide-${open}`)?.scrollIntoView();
  }, [open]);

  return (
    <>
      <ul>
        {guides.map(({ name, title }) => (
          <li key={name}>
            <GuideLink href={`${name}.md`} onOpen={setOpen}>
              {title}
            </GuideLink>{' '}
            (<code>docs/{name}.md</code>)
          </li>
        ))}
      </ul>
      {guide && (
        <section id={`guide-${guide.name}`} aria-label={guide.title}>
          <Markdown
            options={{ overrides: { a: { component: GuideLink, props: { onOpen: setOpen } } } }}
          >
            {guide.text}
          </Markdown>
        </section>
      )}
    </>
  );
}
