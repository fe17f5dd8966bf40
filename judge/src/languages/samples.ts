/** Small reference programs per language, used by `selftest` and `bench`. */
import type { LanguageValue } from '../protocol.ts';

/** Reference programs of one language. */
export interface Samples {
  /** Prints "Hello, World!". */
  hello: string;
  /** Copies stdin to stdout. */
  echo: string;
  /** Reads two integers, prints their sum. */
  aplusb: string;
}

/** Reference programs for all fifteen languages. */
export const SAMPLES: Record<LanguageValue, Samples> = {
  c: {
    hello: '#include <stdio.h>\nint main(void) { puts("Hello, World!"); return 0; }\n',
    echo: '#include <stdio.h>\nint main(void) { int c; while ((c = getchar()) != EOF) putchar(c); return 0; }\n',
    aplusb:
      '#include <stdio.h>\nint main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); return 0; }\n',
  },
  cpp: {
    hello: '#include <iostream>\nint main() { std::cout << "Hello, World!" << std::endl; }\n',
    echo: '#include <iostream>\nint main() { std::cout << std::cin.rdbuf(); }\n',
    aplusb:
      '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n',
  },
  java: {
    hello:
      'public class Main { public static void main(String[] args) { System.out.println("Hello, World!"); } }\n',
    echo: 'import java.io.*;\npublic class Main { public static void main(String[] a) throws IOException { System.in.transferTo(System.out); System.out.flush(); } }\n',
    aplusb:
      'import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); long x = s.nextLong(), y = s.nextLong(); System.out.println(x + y); } }\n',
  },
  python: {
    hello: 'print("Hello, World!")\n',
    echo: 'import sys\nsys.stdout.write(sys.stdin.read())\n',
    aplusb: 'a, b = map(int, input().split())\nprint(a + b)\n',
  },
  python3: {
    hello: 'print("Hello, World!")\n',
    echo: 'import sys\nsys.stdout.write(sys.stdin.read())\n',
    aplusb: 'a, b = map(int, input().split())\nprint(a + b)\n',
  },
  go: {
    hello: 'package main\nimport "fmt"\nfunc main() { fmt.Println("Hello, World!") }\n',
    echo: 'package main\nimport ("io"; "os")\nfunc main() { io.Copy(os.Stdout, os.Stdin) }\n',
    aplusb:
      'package main\nimport "fmt"\nfunc main() { var a, b int64; fmt.Scan(&a, &b); fmt.Println(a + b) }\n',
  },
  swift: {
    hello: 'print("Hello, World!")\n',
    echo: 'while let line = readLine(strippingNewline: false) { print(line, terminator: "") }\n',
    aplusb: 'let p = readLine()!.split(separator: " ").map { Int($0)! }\nprint(p[0] + p[1])\n',
  },
  js: {
    hello: 'console.log("Hello, World!");\n',
    echo: 'process.stdout.write(require("fs").readFileSync(0));\n',
    aplusb:
      'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(BigInt);\nconsole.log(String(a + b));\n',
  },
  ruby: {
    hello: 'puts "Hello, World!"\n',
    echo: 'print STDIN.read\n',
    aplusb: 'a, b = gets.split.map(&:to_i)\nputs a + b\n',
  },
  kotlin: {
    hello: 'fun main() { println("Hello, World!") }\n',
    echo: 'fun main() { print(System.`in`.bufferedReader().readText()) }\n',
    aplusb:
      'fun main() { val (a, b) = readLine()!!.trim().split(" ").map { it.toLong() }; println(a + b) }\n',
  },
  scala: {
    hello: 'object Main { def main(args: Array[String]): Unit = println("Hello, World!") }\n',
    echo: 'object Main { def main(args: Array[String]): Unit = print(scala.io.Source.stdin.mkString) }\n',
    aplusb:
      'object Main { def main(args: Array[String]): Unit = { val Array(a, b) = scala.io.StdIn.readLine().trim.split(" ").map(_.toLong); println(a + b) } }\n',
  },
  objectivec: {
    hello:
      '#import <Foundation/Foundation.h>\nint main(void) { NSAutoreleasePool *p = [NSAutoreleasePool new]; printf("%s\\n", [@"Hello, World!" UTF8String]); [p drain]; return 0; }\n',
    echo: '#import <Foundation/Foundation.h>\nint main(void) { NSAutoreleasePool *p = [NSAutoreleasePool new]; int c; while ((c = getchar()) != EOF) putchar(c); [p drain]; return 0; }\n',
    aplusb:
      '#import <Foundation/Foundation.h>\nint main(void) { NSAutoreleasePool *p = [NSAutoreleasePool new]; long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); [p drain]; return 0; }\n',
  },
  R: {
    hello: 'cat("Hello, World!\\n")\n',
    echo: 'con <- file("stdin"); writeLines(readLines(con)); close(con)\n',
    aplusb:
      'con <- file("stdin"); x <- scan(con, what = numeric(), quiet = TRUE); close(con); cat(format(x[1] + x[2], scientific = FALSE), "\\n", sep = "")\n',
  },
  php: {
    hello: '<?php\necho "Hello, World!\\n";\n',
    echo: '<?php\necho stream_get_contents(STDIN);\n',
    aplusb: '<?php\nfscanf(STDIN, "%d %d", $a, $b);\necho ($a + $b), "\\n";\n',
  },
  csharp: {
    hello: 'using System;\nclass Program { static void Main() { Console.WriteLine("Hello, World!"); } }\n',
    echo: 'using System;\nclass Program { static void Main() { Console.Write(Console.In.ReadToEnd()); } }\n',
    aplusb:
      "using System;\nclass Program { static void Main() { var p = Console.ReadLine().Trim().Split(' '); Console.WriteLine(long.Parse(p[0]) + long.Parse(p[1])); } }\n",
  },
};
