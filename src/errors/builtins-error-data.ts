import { entry } from './error-entry.js';

/** Errors about the built-in components of markdown pages (tabs, cards, steps, badges). */
export const builtinsErrorData = {
  tabsInvalid: entry({
    code: 'DG190',
    title: 'A tabs directive is not made of tabs',
    message: (problem: string) => `::::tabs ${problem}.`,
    hint: 'Write ::::tabs{groupId="os"} around :::tab[macOS]{value="mac"} ... ::: blocks, one per tab (the outer fence has more colons).',
    docs: 'A `::::tabs` container holds only `:::tab` containers, at least one, each with a label (`:::tab[macOS]` or `label="macOS"`) and a value unique among them; a `:::tab` is only valid inside `::::tabs`.',
  }),
  cardsInvalid: entry({
    code: 'DG191',
    title: 'A card or link card lacks what it needs',
    message: (problem: string) => `${problem}.`,
    hint: 'A link card is ::linkcard[Title]{href="./page.md" description="..."}; a card is :::card[Title] ... ::: inside ::::cards.',
    docs: 'A `::linkcard` needs a title and an `href`; a `:::card` needs a title; `::::cards` holds only cards and link cards.',
  }),
  stepsInvalid: entry({
    code: 'DG192',
    title: 'A steps directive holds no ordered list',
    message: () => ':::steps must contain one numbered list (1. 2. 3.) and nothing else.',
    hint: 'Write each step as an item of a numbered list, its first line a heading or bold text, inside :::steps ... :::.',
    docs: '`:::steps` turns one ordered list into numbered steps; it holds exactly that list.',
  }),
  badgeInvalid: entry({
    code: 'DG193',
    title: 'A badge has an unknown variant or no text',
    message: (problem: string, _variants: readonly string[]) => `${problem}.`,
    hint: (_problem: string, variants: readonly string[]) => `Write :badge[Text]{variant="tip"}; variants: ${variants.join(', ')}.`,
    docs: 'A `:badge[Text]` needs its text in brackets, and `variant` must be one of the admonition types or `default`.',
  }),
};
