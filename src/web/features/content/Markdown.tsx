// Renders CMS and help bodies (Markdown, spec content contract) with react-markdown. Raw HTML in the source is
// dropped (skipHtml) and react-markdown's default URL filter removes javascript: links, so a body can never
// inject script. Site-relative links stay inside the app; others open in a new tab.
import '@mantine/core/styles/Typography.css'; // not in the shell's shared sheet (shell/styles.ts)
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { Anchor, Typography } from '@mantine/core';

const isLocal = (href: string | undefined): href is string => !!href && href.startsWith('/') && !href.startsWith('//');

const components: Components = {
  a: ({ href, children }) =>
    isLocal(href) ? (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    ) : (
      <Anchor href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    ),
};

export const Markdown = ({ children }: { children: string }) => (
  <Typography>
    <ReactMarkdown skipHtml components={components}>
      {children}
    </ReactMarkdown>
  </Typography>
);
