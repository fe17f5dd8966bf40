/**
 * The fifteen languages: how each is compiled and run inside the judge root filesystem, and how
 * its version is read from the real toolchain. Paths are inside the sandbox (`/box` = the run's
 * files).
 */
import type { LanguageValue } from '../protocol.ts';

/** What a language needs to know about one submission. */
export interface LanguageContext {
  /** The source file name chosen by {@link LanguageDef.sourceFile}. */
  file: string;
  /** Entry class for JVM languages, detected from the source. */
  mainClass: string;
  /** The run's memory limit in MiB (heap flags are set below it). */
  memoryMiB: number;
}

/** One language of the judge. */
export interface LanguageDef {
  value: LanguageValue;
  /** Display label (§3). */
  label: string;
  /** File name for the learner's source. */
  sourceFile(source: string): string;
  /** Entry class (JVM languages) for `ctx.mainClass`. */
  mainClass?(source: string): string;
  /** Compile command, absent for interpreted languages. Runs with `/box` writable. */
  compile?(ctx: LanguageContext): string[];
  /** Run command. */
  run(ctx: LanguageContext): string[];
  /** Extra environment for compile and run. */
  env?: Record<string, string>;
  /** Fixed stack size for runtimes that pre-fault their whole stack. */
  stackMiB?: number;
  /** Compile needs more than the default compile limits (JVM compilers, Swift). */
  compileCpuMs?: number;
  compileMemoryMiB?: number;
  /** Version probe: command and how to turn its output into the langVersion string. */
  version: { argv: string[]; parse(output: string): string };
}

const JVM_FLAGS = (memoryMiB: number): string[] => [
  // The heap stays well below the cgroup limit so a big allocation fails as OutOfMemoryError
  // (a runtime error the learner can read) rather than a silent OOM kill of the whole JVM.
  `-Xmx${Math.max(32, Math.floor(memoryMiB * 0.6))}m`,
  '-Xss64m',
  '-XX:+UseSerialGC',
  '-XX:-UsePerfData',
  '-XX:TieredStopAtLevel=1',
  '-Xshare:auto',
];
const JVM_COMPILER_OPTS = '-Xmx768m -Xss16m -XX:+UseSerialGC -XX:-UsePerfData -XX:TieredStopAtLevel=1';

function firstMatch(output: string, re: RegExp, fallback = 'unknown'): string {
  const m = re.exec(output);
  return m ? m[1] : fallback;
}

/** Public class with a main method (Java), else `Main`. */
function javaMainClass(source: string): string {
  return /public\s+(?:final\s+)?class\s+([A-Za-z_$][\w$]*)/.exec(source)?.[1] ?? 'Main';
}

/** The object or class that defines `main` (Scala), else `Main`. */
function scalaMainClass(source: string): string {
  const m = /object\s+([A-Za-z_][\w]*)(?:\s+extends\s+App\b|[^{]*\{[\s\S]*?def\s+main\s*\()/.exec(source);
  return m?.[1] ?? 'Main';
}

/** Interpreted languages get a syntax check as their "compile" step, so syntax errors are COMPILE_ERROR. */
const PY_SYNTAX_CHECK = 'import sys; compile(open(sys.argv[1], "rb").read(), "main.py", "exec")';

const GNUSTEP_FLAGS = [
  '-DGNUSTEP',
  '-DGNUSTEP_BASE_LIBRARY=1',
  '-DGNU_RUNTIME=1',
  '-fno-strict-aliasing',
  '-fexceptions',
  '-fobjc-exceptions',
  '-D_NATIVE_OBJC_EXCEPTIONS',
  '-pthread',
  '-fconstant-string-class=NSConstantString',
  '-I/usr/include/x86_64-linux-gnu/GNUstep',
];

/** Every language, in the order of the spec. */
export const LANGUAGES: readonly LanguageDef[] = [
  {
    value: 'c',
    label: 'C',
    sourceFile: () => 'main.c',
    compile: (c) => ['gcc', '-O2', '-pipe', '-std=gnu17', '-o', '/box/main', c.file, '-lm'],
    run: () => ['/box/main'],
    version: { argv: ['gcc', '-dumpfullversion'], parse: (o) => `GCC ${o.trim()} (C17)` },
  },
  {
    value: 'cpp',
    label: 'C++',
    sourceFile: () => 'main.cpp',
    compile: (c) => ['g++', '-O2', '-pipe', '-std=gnu++20', '-o', '/box/main', c.file, '-lm'],
    run: () => ['/box/main'],
    version: { argv: ['g++', '-dumpfullversion'], parse: (o) => `G++ ${o.trim()} (C++20)` },
  },
  {
    value: 'java',
    label: 'Java',
    sourceFile: (s) => `${javaMainClass(s)}.java`,
    mainClass: javaMainClass,
    compile: (c) => [
      'javac',
      ...JVM_COMPILER_OPTS.split(' ').map((f) => `-J${f}`),
      '-encoding',
      'UTF-8',
      '-d',
      '/box',
      c.file,
    ],
    run: (c) => ['java', ...JVM_FLAGS(c.memoryMiB), '-cp', '/box', c.mainClass],
    compileMemoryMiB: 1024,
    version: { argv: ['javac', '-version'], parse: (o) => `OpenJDK ${firstMatch(o, /javac (\S+)/)}` },
  },
  {
    value: 'python',
    label: 'Python',
    sourceFile: () => 'main.py',
    compile: (c) => ['pypy3', '-c', PY_SYNTAX_CHECK, `/box/${c.file}`],
    run: (c) => ['pypy3', `/box/${c.file}`],
    version: {
      argv: ['pypy3', '--version'],
      parse: (o) => `PyPy ${firstMatch(o, /PyPy (\S+)/)} (Python ${firstMatch(o, /Python (\S+)/)})`,
    },
  },
  {
    value: 'python3',
    label: 'Python3',
    sourceFile: () => 'main.py',
    compile: (c) => ['python3', '-I', '-S', '-c', PY_SYNTAX_CHECK, `/box/${c.file}`],
    run: (c) => ['python3', '-I', '-S', `/box/${c.file}`],
    version: { argv: ['python3', '--version'], parse: (o) => `CPython ${firstMatch(o, /Python (\S+)/)}` },
  },
  {
    value: 'go',
    label: 'Go',
    sourceFile: () => 'main.go',
    compile: (c) => ['go', 'build', '-o', '/box/main', c.file],
    run: () => ['/box/main'],
    // Same settings as the prebuilt read-only GOCACHE (post-setup.sh), or the cache misses.
    env: {
      GOCACHE: '/opt/seodang/gocache',
      GO111MODULE: 'off',
      GOTOOLCHAIN: 'local',
      CGO_ENABLED: '0',
      GOTELEMETRY: 'off',
      GOPATH: '/tmp/go',
    },
    version: { argv: ['go', 'version'], parse: (o) => `Go ${firstMatch(o, /go(\d[\w.]*)/)}` },
  },
  {
    value: 'swift',
    label: 'Swift',
    sourceFile: () => 'main.swift',
    compile: (c) => ['swiftc', '-O', '-o', '/box/main', c.file],
    run: () => ['/box/main'],
    compileMemoryMiB: 2048,
    version: { argv: ['swiftc', '--version'], parse: (o) => `Swift ${firstMatch(o, /Swift version (\S+)/)}` },
  },
  {
    value: 'js',
    label: 'Javascript',
    sourceFile: () => 'main.js',
    compile: (c) => ['node', '--check', `/box/${c.file}`],
    run: (c) => [
      'node',
      `--max-old-space-size=${Math.max(16, Math.floor(c.memoryMiB * 0.7))}`,
      '--stack-size=65500',
      '--require',
      '/opt/seodang/runners/node-blocking-stdio.cjs',
      `/box/${c.file}`,
    ],
    version: { argv: ['node', '--version'], parse: (o) => `Node.js ${o.trim().replace(/^v/, '')}` },
  },
  {
    value: 'ruby',
    label: 'Ruby',
    sourceFile: () => 'main.rb',
    compile: (c) => ['ruby', '-c', `/box/${c.file}`],
    run: (c) => ['ruby', `/box/${c.file}`],
    stackMiB: 8,
    version: { argv: ['ruby', '--version'], parse: (o) => `Ruby ${firstMatch(o, /ruby (\S+)/)}` },
  },
  {
    value: 'kotlin',
    label: 'Kotlin',
    sourceFile: () => 'Main.kt',
    mainClass: () => 'MainKt',
    compile: (c) => ['kotlinc', c.file, '-d', '/box'],
    run: (c) => [
      'java',
      ...JVM_FLAGS(c.memoryMiB),
      '-cp',
      '/box:/usr/share/java/kotlin-stdlib.jar',
      c.mainClass,
    ],
    env: { JAVA_OPTS: JVM_COMPILER_OPTS },
    compileCpuMs: 60_000,
    compileMemoryMiB: 1536,
    // Debian's kotlinc calls itself "1.3-SNAPSHOT"; the standard library jar carries the release.
    version: {
      argv: ['sh', '-c', 'kotlinc -version 2>&1; ls /usr/share/java/'],
      parse: (o) =>
        `Kotlin ${firstMatch(o, /kotlin-stdlib-(\d[\w.]*)\.jar/, firstMatch(o, /kotlinc-jvm (\S+)/))}`,
    },
  },
  {
    value: 'scala',
    label: 'Scala',
    sourceFile: () => 'Main.scala',
    mainClass: scalaMainClass,
    compile: (c) => ['scalac', '-nobootcp', '-d', '/box', c.file],
    run: (c) => [
      'java',
      ...JVM_FLAGS(c.memoryMiB),
      '-cp',
      '/box:/usr/share/java/scala-library.jar',
      c.mainClass,
    ],
    env: { JAVA_OPTS: JVM_COMPILER_OPTS },
    compileCpuMs: 60_000,
    compileMemoryMiB: 1536,
    version: { argv: ['scalac', '-version'], parse: (o) => `Scala ${firstMatch(o, /version (\S+)/)}` },
  },
  {
    value: 'objectivec',
    label: 'Objective-C',
    sourceFile: () => 'main.m',
    compile: (c) => [
      'gcc',
      '-O2',
      '-pipe',
      '-std=gnu17',
      ...GNUSTEP_FLAGS,
      '-o',
      '/box/main',
      c.file,
      '-lgnustep-base',
      '-lobjc',
      '-lm',
    ],
    run: () => ['/box/main'],
    version: {
      argv: ['sh', '-c', "gcc -dumpfullversion; dpkg-query -W -f='${Version}\\n' libgnustep-base-dev"],
      parse: (o) => {
        const [gcc, base] = o.trim().split('\n');
        return `GCC ${gcc} + GNUstep Base ${(base ?? '').replace(/-.*$/, '')}`;
      },
    },
  },
  {
    value: 'R',
    label: 'R',
    sourceFile: () => 'main.R',
    compile: (c) => ['Rscript', '--vanilla', '-e', `invisible(parse("/box/${c.file}"))`],
    run: (c) => ['Rscript', '--vanilla', `/box/${c.file}`],
    version: { argv: ['Rscript', '--version'], parse: (o) => `R ${firstMatch(o, /version (\S+)/)}` },
  },
  {
    value: 'php',
    label: 'PHP',
    sourceFile: () => 'main.php',
    compile: (c) => ['php', '-n', '-l', `/box/${c.file}`],
    // PHP's own memory limit sits just under the cgroup's, and its errors go to stderr.
    run: (c) => [
      'php',
      '-d',
      'display_errors=stderr',
      '-d',
      `memory_limit=${Math.max(16, Math.floor(c.memoryMiB * 0.9))}M`,
      `/box/${c.file}`,
    ],
    version: { argv: ['php', '--version'], parse: (o) => `PHP ${firstMatch(o, /PHP (\S+)/)}` },
  },
  {
    value: 'csharp',
    label: 'C#',
    sourceFile: () => 'main.cs',
    compile: (c) => ['mcs', '-optimize+', '-out:/box/main.exe', c.file],
    run: () => ['mono', '/box/main.exe'],
    version: {
      argv: ['sh', '-c', 'mcs --version; mono --version | head -1'],
      parse: (o) =>
        `Mono ${firstMatch(o, /Mono JIT compiler version (\S+)/, firstMatch(o, /version (\S+)/))} (C# mcs)`,
    },
  },
];

/** Looks a language up by its value. */
export function findLanguage(value: string): LanguageDef | undefined {
  return LANGUAGES.find((l) => l.value === value);
}
