import type { LegalBlock, LegalInline } from '@equilibrio/contract/privacy';
import { Anchor, Divider, List, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';

/** One run of text as React elements: text nodes only, so nothing in a file becomes markup. */
function Inline({ run }: { run: LegalInline }) {
  let node: React.ReactNode = run.text;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  if (!run.href) return node;
  if (run.href.startsWith('/')) {
    return (
      <Anchor component={Link} to={run.href} inherit underline="always">
        {node}
      </Anchor>
    );
  }
  const external = /^https?:/i.test(run.href);
  return (
    <Anchor
      href={run.href}
      inherit
      underline="always"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {node}
    </Anchor>
  );
}

const Runs = ({ runs }: { runs: LegalInline[] }) => (
  <>
    {runs.map((run, index) => (
      // Runs never move: their position is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: static content
      <Fragment key={index}>
        <Inline run={run} />
      </Fragment>
    ))}
  </>
);

/** The blocks of a legal text (parsed on the server), as headings, paragraphs and lists. */
export function LegalContent({ blocks }: { blocks: LegalBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'heading':
            return (
              <Title key={key} order={block.level} size={block.level === 2 ? 'h3' : 'h4'} mt="lg">
                <Runs runs={block.content} />
              </Title>
            );
          case 'paragraph':
            return (
              <Text key={key} lh={1.65}>
                <Runs runs={block.content} />
              </Text>
            );
          case 'list':
            return (
              <List key={key} type={block.ordered ? 'ordered' : 'unordered'} spacing={6} lh={1.6}>
                {block.items.map((item, itemIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content
                  <List.Item key={itemIndex}>
                    <Runs runs={item} />
                  </List.Item>
                ))}
              </List>
            );
          case 'rule':
            return <Divider key={key} my="md" />;
          default:
            return null;
        }
      })}
    </>
  );
}
