import type { Command, Option } from 'commander';
import { defineProgram, type CommandActions } from '../program.js';
import { table } from './config-reference.js';

/** One flag of a command as the reference lists it. */
export interface CliFlag {
  command: string;
  flags: string;
  description: string;
  default: string;
  choices: string;
}

const idle = async () => {};
const noActions: CommandActions = { build: idle, serve: idle, check: idle, version: idle, init: idle };

/** The CLI's definition, without anything to run: what `docgen --help` reads. */
export function cliProgram(): Command {
  return defineProgram(noActions);
}

/** Every flag of every command (the global ones included, with each command that takes them), and the program's own. */
export function cliFlags(program: Command = cliProgram()): CliFlag[] {
  const flagsOf = (command: string, options: readonly Option[]) =>
    options.map((option) => ({
      command,
      flags: option.flags,
      description: option.description,
      default: option.negate || option.defaultValue === undefined ? '' : JSON.stringify(option.defaultValue),
      choices: option.argChoices?.join(', ') ?? '',
    }));
  return [...flagsOf('docgen', program.options), ...program.commands.flatMap((command) => flagsOf(command.name(), command.options))];
}

const code = (text: string) => (text ? `\`${text}\`` : '');

/** The CLI reference page of the manual: each command, its arguments and flags, as `--help` gives them. */
export function renderCliReference(program: Command = cliProgram()): string {
  const sections = program.commands.map((command) => {
    const args = command.registeredArguments.map((argument) => (argument.required ? `<${argument.name()}>` : `[${argument.name()}]`));
    const argumentRows = command.registeredArguments.map((argument) => [
      code(argument.required ? `<${argument.name()}>` : `[${argument.name()}]`),
      argument.description,
      argument.defaultValue === undefined ? '' : code(JSON.stringify(argument.defaultValue)),
    ]);
    const flags = cliFlags(program).filter((flag) => flag.command === command.name());
    return [
      `## docgen ${command.name()} {#${command.name()}}`,
      '',
      `${capitalise(command.description())}.`,
      '',
      '```',
      `docgen ${[command.name(), ...args].join(' ')} [options]`,
      '```',
      '',
      ...(argumentRows.length ? [...table(['Argument', 'Description', 'Default'], argumentRows), ''] : []),
      ...table(
        ['Flag', 'Description', 'Default', 'Values'],
        flags.map((flag) => [code(flag.flags), flag.description, code(flag.default), flag.choices]),
      ),
    ].join('\n');
  });
  const own = cliFlags(program).filter((flag) => flag.command === 'docgen');
  return [
    '---',
    'title: CLI reference',
    'description: Every command of the docgen CLI with its arguments and flags.',
    'sidebar_position: 2',
    '---',
    '',
    '<!-- Generated from src/cli/program.ts by `npm run manual:references`; do not edit by hand. -->',
    '',
    'Every command and flag of `docgen`, as `docgen <command> --help` prints them. [Commands](../cli.md) says',
    'what each command does, what it prints and how it exits.',
    '',
    '```',
    'docgen <command> [options]',
    '```',
    '',
    ...table(
      ['Flag', 'Description'],
      [...own.map((flag) => [code(flag.flags), flag.description]), [code('-h, --help'), 'display help for docgen or a command']],
    ),
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
