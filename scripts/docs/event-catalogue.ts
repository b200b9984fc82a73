import { readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Issue 15: the event catalogue (docs/events.md) is generated from the code, so it cannot drift:
// every events/<feature>/events.ts is read with the TypeScript checker, and each exported type
// that is (a union of) NewEvent<Type, Data> gives its event types, their fields and their docs.
// tests/docs/event-catalogue.unit.spec.ts fails when docs/events.md is not what this prints.

type CatalogueEvent = { type: string; doc: string; fields: { name: string; type: string; optional: boolean; doc: string }[] };
type Feature = { folder: string; files: string[]; intro: string; streams: string[]; events: CatalogueEvent[] };

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

const docOf = (checker: ts.TypeChecker, symbol: ts.Symbol | undefined) =>
  symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim() : '';

/** The file's opening comment block (the `//` lines after the imports): why the feature's events are as they are. */
const introOf = (source: ts.SourceFile) => {
  const lines = source.getFullText().split('\n');
  const start = lines.findIndex((line) => line.startsWith('//'));
  if (start < 0) return '';
  const block: string[] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith('//')) break;
    block.push(line.replace(/^\/\/ ?/, ''));
  }
  return block.join(' ').replace(/\s+/g, ' ').trim();
};

/** Exported constants and functions that name streams: `ledger`, `user-${userId}`. */
const streamsOf = (source: ts.SourceFile) => {
  const streams: string[] = [];
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node) || !node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return;
    for (const declaration of node.declarationList.declarations) {
      const name = declaration.name.getText(source);
      if (!/stream/i.test(name) || !declaration.initializer) continue;
      streams.push(`\`${name}\`: \`\` ${declaration.initializer.getText(source).replace(/\s+/g, ' ')} \`\``);
    }
  });
  return streams;
};

const eventsOf = (checker: ts.TypeChecker, source: ts.SourceFile) => {
  const found = new Map<string, CatalogueEvent>();
  const module = checker.getSymbolAtLocation(source);
  const dataDocs = new Map<string, string>();
  for (const exported of module ? checker.getExportsOfModule(module) : []) {
    if (!(exported.flags & ts.SymbolFlags.TypeAlias)) continue;
    const declared = checker.getDeclaredTypeOfSymbol(exported);
    // `XEventData = { Type: {...} }`: the docs written on each event type's key.
    if (exported.name.endsWith('EventData')) for (const property of declared.getProperties()) dataDocs.set(property.name, docOf(checker, property));
  }
  for (const exported of module ? checker.getExportsOfModule(module) : []) {
    if (!(exported.flags & ts.SymbolFlags.TypeAlias)) continue;
    const declared = checker.getDeclaredTypeOfSymbol(exported);
    for (const member of declared.isUnion() ? declared.types : [declared]) {
      const typeSymbol = member.getProperty('type');
      const dataSymbol = member.getProperty('data');
      if (!typeSymbol || !dataSymbol) continue;
      const typeType = checker.getTypeOfSymbol(typeSymbol);
      if (!typeType.isStringLiteral() || found.has(typeType.value)) continue;
      const dataType = checker.getTypeOfSymbol(dataSymbol);
      const fields = dataType.getProperties().map((field) => ({
        name: field.name,
        type: checker.typeToString(checker.getTypeOfSymbol(field), undefined, FORMAT).replace(/ \| undefined$/, ''),
        optional: (field.flags & ts.SymbolFlags.Optional) !== 0,
        doc: docOf(checker, field),
      }));
      const doc = dataDocs.get(typeType.value) || (declared.isUnion() ? '' : docOf(checker, exported));
      found.set(typeType.value, { type: typeType.value, doc, fields });
    }
  }
  return [...found.values()];
};

/** Every feature's events, read from the files of `root`/events/<feature>/ (events.ts first), in folder order. */
export const readCatalogue = (root: string): Feature[] => {
  const eventsDir = join(root, 'events');
  const folders = readdirSync(eventsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const filesOf = (folder: string) => readdirSync(join(eventsDir, folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))
    .sort((a, b) => (a === 'events.ts' ? -1 : b === 'events.ts' ? 1 : a.localeCompare(b)))
    .map((name) => join(eventsDir, folder, name));
  const files = folders.flatMap(filesOf);
  const program = ts.createProgram(files, { strict: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  return folders.map((folder) => {
    const sources = filesOf(folder).map((file) => program.getSourceFile(file)!);
    const seen = new Set<string>();
    const events = sources.flatMap((source) => eventsOf(checker, source)).filter((event) => !seen.has(event.type) && seen.add(event.type));
    const main = sources.find((source) => source.fileName.endsWith('/events.ts'));
    const withEvents = sources.filter((source) => eventsOf(checker, source).length > 0);
    return {
      folder,
      files: withEvents.map((source) => relative(root, source.fileName)),
      intro: main ? introOf(main) : '',
      streams: withEvents.flatMap(streamsOf),
      events,
    };
  }).filter((feature) => feature.events.length > 0);
};

const cell = (text: string) => text.replaceAll('|', '\\|');

/** docs/events.md as markdown. */
export const renderCatalogue = (features: Feature[]) => {
  const total = features.reduce((sum, feature) => sum + feature.events.length, 0);
  const out = [
    '# Event catalogue',
    '',
    `Generated from the code by \`npm run docs\` (scripts/docs/event-catalogue.ts): ${total} event types in ${features.length} features.`,
    'Every event is appended through the one command path (events/command) to the stream named below; the read models',
    'are projections of these events only. A field marked `?` may be absent in older events. Do not edit by hand:',
    'tests/docs/event-catalogue.unit.spec.ts fails when this file is not what the code says.',
    '',
    ...features.map((feature) => `- [${feature.folder}](#${feature.folder.toLowerCase()}) (${feature.events.length})`),
  ];
  for (const feature of features) {
    out.push('', `## ${feature.folder}`, '', `Source: ${feature.files.map((file) => `\`${file}\``).join(', ')}`);
    if (feature.intro) out.push('', feature.intro);
    if (feature.streams.length) out.push('', 'Streams:', ...feature.streams.map((stream) => `- ${stream}`));
    for (const event of feature.events) {
      out.push('', `### ${event.type}`);
      if (event.doc) out.push('', event.doc);
      out.push('', '| field | type | note |', '|---|---|---|');
      for (const field of event.fields) out.push(`| ${field.name}${field.optional ? '?' : ''} | \`${cell(field.type)}\` | ${cell(field.doc)} |`);
    }
  }
  return `${out.join('\n')}\n`;
};
