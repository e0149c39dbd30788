import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** vnu.jar from the vnu-jar package: the W3C Nu Html Checker. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The JVM settings of one short batch: the client compiler only and one GC thread, which spend far less CPU than
 * the defaults on a run of seconds (scripts/java puts Java 17+ on PATH before the suite).
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss2m'];

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The Nu checker's errors in these HTML documents (name → HTML), one line each naming the document: one checker
 * run for all of them, so the JVM starts once. Warnings are not errors and are left out.
 */
export async function htmlErrors(documents: Readonly<Record<string, string>>): Promise<string[]> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lb-nu-'));
  try {
    const files = Object.entries(documents).map(([name, html], index) => {
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, html);
      return { file, name };
    });
    const nameOf = new Map(files.map(({ file, name }) => [`file:${file}`, name]));
    const report = await new Promise<string>((resolve, reject) =>
      execFile('java', [...JVM_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...files.map((f) => f.file)], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) =>
        error ? reject(new Error(`the Nu checker did not run (is Java 17+ on PATH? bash scripts/java): ${error.message}\n${stderr}`)) : resolve(stderr),
      ),
    );
    const { messages } = JSON.parse(report) as { messages: NuMessage[] };
    return messages
      .filter((m) => m.type !== 'info')
      .map((m) => `${nameOf.get(m.url ?? '') ?? m.url ?? '(checker)'}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}]` : ''}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
