import { Examples } from './code.js';
import { Heading } from './heading.js';
import type { ContentProps, ResponseProps } from './types.js';
import { Tabs } from './tabs.js';
import { useMessages } from '../site-context.js';

interface ExampleTab {
  id: string;
  label: string;
  content: ContentProps;
}

/**
 * The examples of the request body and of the responses, gathered for the side pane
 * (their schemas stay in the reference on the left): a tab per status (and media type
 * when there are several), each with its examples.
 */
export function RequestExamples({ id, name, contents }: { id: string; name: string; contents: ContentProps[] }) {
  const messages = useMessages();
  const shown = sameExamplesOnce(contents.filter(hasExamples));
  const tabs = shown.map((content, index) => ({ id: String(index), label: content.mediaType, content }));
  return <ExampleSection id={id} name={name} title={messages.format('api.requestExamples')} tabs={tabs} alwaysTabs={false} />;
}

export function ResponseExamples({ id, name, responses }: { id: string; name: string; responses: ResponseProps[] }) {
  const messages = useMessages();
  const tabs = responses.flatMap((response) => {
    const shown = sameExamplesOnce(response.contents.filter(hasExamples));
    return shown.map((content, index) => ({
      id: `${response.status}-${index}`,
      label: shown.length > 1 ? `${response.status} ${content.mediaType}` : response.status,
      content,
    }));
  });
  return <ExampleSection id={id} name={name} title={messages.format('api.responseExamples')} tabs={tabs} alwaysTabs />;
}

const hasExamples = (content: ContentProps) => content.examples.length > 0 || content.binary;

/**
 * Media types with the same examples (a generated example is the same for JSON and XML
 * of one schema) as one tab, labelled with all of them: each copy of a large example
 * was a hundred kilobytes of highlighted HTML.
 */
function sameExamplesOnce(contents: ContentProps[]): ContentProps[] {
  const byExamples = new Map<string, ContentProps>();
  for (const content of contents) {
    const key = `${content.binary}|${JSON.stringify(content.examples)}`;
    const known = byExamples.get(key);
    byExamples.set(key, known ? { ...known, mediaType: `${known.mediaType}, ${content.mediaType}` } : content);
  }
  return [...byExamples.values()];
}

function ExampleSection({
  id,
  name,
  title,
  tabs,
  alwaysTabs,
}: {
  id: string;
  name: string;
  title: string;
  tabs: ExampleTab[];
  alwaysTabs: boolean;
}) {
  const messages = useMessages();
  if (tabs.length === 0) return null;
  return (
    <section className="api-section api-side-examples">
      <Heading level={2} id={id} text={title}>
        {title}
      </Heading>
      <Tabs
        name={name}
        label={title}
        alwaysTabs={alwaysTabs}
        items={tabs.map((tab) => ({
          id: tab.id,
          label: tab.label,
          content:
            tab.content.examples.length === 0 ? (
              <p className="schema-note">{messages.format('api.binary')}</p>
            ) : (
              <Examples name={`${name}-${tab.id}`} examples={tab.content.examples} />
            ),
        }))}
      />
    </section>
  );
}
