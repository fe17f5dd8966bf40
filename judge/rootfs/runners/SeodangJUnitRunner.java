import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.util.HashSet;
import java.util.Set;
import org.junit.runner.Description;
import org.junit.runner.JUnitCore;
import org.junit.runner.Result;
import org.junit.runner.notification.Failure;
import org.junit.runner.notification.RunListener;

/**
 * Runs JUnit 4 test classes and reports every test as one line "@@NONCE STATUS name ms message".
 * The nonce comes from the first stdin line, so the code under test cannot know it in advance.
 */
public class SeodangJUnitRunner {
  public static void main(String[] args) throws Exception {
    String nonce = new BufferedReader(new InputStreamReader(System.in)).readLine();
    final PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, "UTF-8");
    System.setOut(new PrintStream(new java.io.OutputStream() { public void write(int b) {} }));
    final Set<Description> failed = new HashSet<>();
    final long[] started = new long[1];
    JUnitCore core = new JUnitCore();
    core.addListener(new RunListener() {
      @Override public void testStarted(Description d) { started[0] = System.nanoTime(); }
      @Override public void testFailure(Failure f) {
        failed.add(f.getDescription());
        String msg = String.valueOf(f.getMessage()).replace('\n', ' ');
        out.println("@@" + nonce + " FAIL " + name(f.getDescription()) + " " + ms(started[0]) + " " + msg);
      }
      @Override public void testIgnored(Description d) { out.println("@@" + nonce + " SKIP " + name(d) + " 0 ignored"); }
      @Override public void testFinished(Description d) {
        if (!failed.contains(d)) out.println("@@" + nonce + " PASS " + name(d) + " " + ms(started[0]) + " ");
      }
    });
    Class<?>[] classes = new Class<?>[args.length];
    for (int i = 0; i < args.length; i++) classes[i] = Class.forName(args[i]);
    Result r = core.run(classes);
    out.println("@@" + nonce + " DONE " + r.getRunCount());
    out.flush();
    System.exit(0);
  }
  static String name(Description d) {
    String m = d.getMethodName();
    return (d.getClassName() + (m == null ? "" : "." + m)).replace(' ', '_');
  }
  static long ms(long start) { return (System.nanoTime() - start) / 1000000; }
}
