import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs test classes on the JUnit Platform (JUnit 5 Jupiter, and JUnit 4 through the Vintage
 * engine) and reports every test as one line "@@NONCE STATUS name ms message", like the JUnit 4
 * runner. The nonce comes from the first stdin line, so the code under test cannot know it in
 * advance. Names are "Class.method"; each invocation of a parameterized, repeated or dynamic test
 * gets its index: "Class.method[2]".
 */
public class SeodangJUnitPlatformRunner {
  public static void main(String[] args) throws Exception {
    final String nonce = new BufferedReader(new InputStreamReader(System.in)).readLine();
    final PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, "UTF-8");
    System.setOut(new PrintStream(OutputStream.nullOutputStream()));
    LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request();
    for (String c : args) request.selectors(DiscoverySelectors.selectClass(c));
    LauncherDiscoveryRequest built = request.build();
    final Map<String, Long> started = new HashMap<>();
    final int[] reported = new int[1];
    final TestPlan[] plan = new TestPlan[1];
    Launcher launcher = LauncherFactory.create();
    launcher.execute(built, new TestExecutionListener() {
      @Override public void testPlanExecutionStarted(TestPlan p) { plan[0] = p; }
      @Override public void executionStarted(TestIdentifier id) {
        if (id.isTest()) started.put(id.getUniqueId(), System.nanoTime());
      }
      @Override public void executionSkipped(TestIdentifier id, String reason) {
        if (id.isTest()) report("SKIP", id, 0, reason);
        else for (TestIdentifier t : plan[0].getDescendants(id)) if (t.isTest()) report("SKIP", t, 0, reason);
      }
      @Override public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        long ms = started.containsKey(id.getUniqueId()) ? (System.nanoTime() - started.get(id.getUniqueId())) / 1000000 : 0;
        TestExecutionResult.Status status = result.getStatus();
        if (id.isTest()) {
          if (status == TestExecutionResult.Status.SUCCESSFUL) report("PASS", id, ms, "");
          else if (status == TestExecutionResult.Status.ABORTED) report("SKIP", id, ms, message(result));
          else report("FAIL", id, ms, message(result));
        } else if (status == TestExecutionResult.Status.FAILED && id.getSource().isPresent()) {
          // A class whose set-up failed (@BeforeAll, its constructor): reported under the class's name.
          report("FAIL", id, ms, message(result));
        }
      }
      private void report(String what, TestIdentifier id, long ms, String msg) {
        reported[0]++;
        out.println("@@" + nonce + " " + what + " " + name(id) + " " + ms + " " + (msg == null ? "" : msg.replace('\n', ' ').replace('\r', ' ')));
      }
    });
    out.println("@@" + nonce + " DONE " + reported[0]);
    out.flush();
    System.exit(0);
  }

  static String message(TestExecutionResult result) {
    Optional<Throwable> t = result.getThrowable();
    if (!t.isPresent()) return "";
    Throwable e = t.get();
    if (e.getMessage() == null) return e.getClass().getName();
    return e instanceof AssertionError ? e.getMessage() : e.getClass().getName() + ": " + e.getMessage();
  }

  static String name(TestIdentifier id) {
    Optional<TestSource> source = id.getSource();
    String base;
    if (source.isPresent() && source.get() instanceof MethodSource) {
      MethodSource m = (MethodSource) source.get();
      base = m.getClassName() + "." + m.getMethodName();
    } else if (source.isPresent() && source.get() instanceof ClassSource) {
      base = ((ClassSource) source.get()).getClassName();
    } else {
      base = id.getDisplayName();
    }
    // Invocations share their method's source; the last segment of the unique id tells them apart.
    List<UniqueId.Segment> segments = UniqueId.parse(id.getUniqueId()).getSegments();
    UniqueId.Segment last = segments.get(segments.size() - 1);
    if (last.getType().endsWith("-invocation") || last.getType().startsWith("dynamic-")) {
      base += "[" + last.getValue().replaceFirst("^#", "") + "]";
    }
    return base.replace(' ', '_');
  }
}
