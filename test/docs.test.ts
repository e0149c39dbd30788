import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');
const README = path.join(ROOT, 'README.md');
const DOCS = path.join(ROOT, 'docs');
const README_MAX_BYTES = 15_000;
const PARAGRAPH_MAX_WORDS = 150;
const SET_UP_COMMANDS = ['npm install && npm start', 'npm install && npm test'];

const read = (file: string) => readFileSync(file, 'utf8');
const relative = (file: string) => path.relative(ROOT, file);

/** The variable names of the one zod schema in server/core/config.ts, read from its source. */
function configVariables(): string[] {
  const file = path.join(ROOT, 'server/core/config.ts');
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  let names: string[] = [];
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'schema' && node.initializer && ts.isCallExpression(node.initializer)) {
      const [shape] = node.initializer.arguments;
      if (shape && ts.isObjectLiteralExpression(shape)) names = shape.properties.map((property) => property.name?.getText() ?? '');
    }
    node.forEachChild(visit);
  });
  return names;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

/** Paragraphs: blocks between blank lines (code blocks included), with each list item and table row counted alone. */
function paragraphs(markdown: string): string[] {
  const found: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) found.push(current.join(' '));
    current = [];
  };
  for (const line of markdown.split('\n')) {
    if (line.trim() === '') close();
    else if (/^\s*([-*+]|\d+\.)\s/.test(line) || line.trimStart().startsWith('|')) {
      close();
      current.push(line);
      if (line.trimStart().startsWith('|')) close();
    } else current.push(line);
  }
  close();
  return found;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The targets of Markdown links and images outside code (inline code and fenced blocks stripped first). */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
}

const isRelative = (target: string) => !/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target);

describe('the README and docs/', () => {
  const documents = [README, ...markdownFiles(DOCS)];

  test('When the README is read, then it is at most 15 KB and both set-up commands sit in code blocks within its first 40 lines', () => {
    expect(statSync(README).size).toBeLessThanOrEqual(README_MAX_BYTES);
    const opening = read(README).split('\n').slice(0, 40).join('\n');
    const codeBlocks = [...opening.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]);
    for (const command of SET_UP_COMMANDS) expect(codeBlocks.some((block) => block.includes(command))).toBe(true);
  });

  test('When the README and docs/ are read, then no paragraph, list item or table row is over 150 words', () => {
    const tooLong = documents.flatMap((file) =>
      paragraphs(read(file))
        .filter((paragraph) => wordCount(paragraph) > PARAGRAPH_MAX_WORDS)
        .map((paragraph) => `${relative(file)}: ${wordCount(paragraph)} words: ${paragraph.slice(0, 80)}…`),
    );
    expect(tooLong).toEqual([]);
  });

  test('When a relative link of the README or docs/ is followed, then the file it names exists', () => {
    const broken = documents.flatMap((file) =>
      linkTargets(read(file))
        .filter(isRelative)
        .filter((target) => !existsSync(path.resolve(path.dirname(file), decodeURIComponent(target.split('#')[0]))))
        .map((target) => `${relative(file)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  test('When docs/ is listed, then it holds at least four Markdown files and the README links into it', () => {
    expect(markdownFiles(DOCS).length).toBeGreaterThanOrEqual(4);
    expect(linkTargets(read(README)).filter((target) => target.startsWith('docs/')).length).toBeGreaterThanOrEqual(4);
  });
});

describe('the configuration', () => {
  const variables = configVariables();

  test('When the schema of server/core/config.ts is read, then it names the variables the service reads', () => {
    expect(variables).toEqual(expect.arrayContaining(['PORT', 'MONGODB_URI', 'REDIS_URL']));
  });

  test('When a variable is in the schema, then docs/configuration.md documents it in a table row', () => {
    const rows = read(path.join(DOCS, 'configuration.md')).split('\n').filter((line) => line.startsWith('|'));
    expect(variables.filter((name) => !rows.some((row) => row.includes(`\`${name}\``)))).toEqual([]);
  });

  test('When a variable is in the schema, then .env.example lists it', () => {
    const example = read(path.join(ROOT, '.env.example'));
    expect(variables.filter((name) => !new RegExp(`^#?\\s*${name}=`, 'm').test(example))).toEqual([]);
  });
});
