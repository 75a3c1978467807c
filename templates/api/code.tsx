import { Html } from './method-badge.js';
import type { CodeSampleProps, ExampleProps } from './types.js';
import { Tabs } from './tabs.js';
import { useMessages } from '../site-context.js';

/** A highlighted code block (same markup as fenced code in guides, so it gets the copy button). */
function CodeBlock({ html, language, title }: { html: string; language: string; title?: string }) {
  return (
    <figure className="code-block" data-language={language}>
      {title && <figcaption className="code-block-title">{title}</figcaption>}
      <pre className={`language-${language}`} tabIndex={0}>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  );
}

export function CodeSamples({ name, samples }: { name: string; samples: CodeSampleProps[] }) {
  const messages = useMessages();
  return (
    <div className="api-code-samples">
      <Tabs
        name={name}
        label={messages.format('api.language')}
        items={samples.map((sample) => ({
          id: sample.id,
          label: sample.label,
          content: <CodeBlock html={sample.html} language={sample.language} />,
        }))}
      />
    </div>
  );
}

/** What an example is called: its summary, else its name in the document. */
export function exampleLabel(example: Pick<ExampleProps, 'name' | 'summary'>): string {
  return example.summary ?? example.name;
}

/** A code block's title, unless the example's tab already says it (only a generated example's note stays). */
function useExampleTitle() {
  const messages = useMessages();
  return (example: ExampleProps, tabbed: boolean) => {
    if (example.generated) return messages.format('api.exampleGenerated');
    return tabbed ? undefined : (example.summary ?? messages.format('api.example'));
  };
}

export function Examples({ name, examples }: { name: string; examples: ExampleProps[] }) {
  const messages = useMessages();
  const exampleTitle = useExampleTitle();
  if (examples.length === 0) return null;
  return (
    <div className="api-examples">
      <Tabs
        name={name}
        label={messages.format('api.example')}
        items={examples.map((example, index) => ({
          id: String(index),
          label: exampleLabel(example),
          content: (
            <>
              <Html className="api-example-description" html={example.descriptionHtml} />
              <CodeBlock html={example.html} language="json" title={exampleTitle(example, examples.length > 1)} />
            </>
          ),
        }))}
      />
    </div>
  );
}
