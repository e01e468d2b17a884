// Preloaded (NODE_OPTIONS=--import) into every Node process the stack starts. The stack puts
// its children in their own process groups so that it can stop them in order; if the stack
// itself is killed with SIGKILL (Playwright does that to its webServer group), this ends the
// orphaned child with SIGTERM so its graceful shutdown runs and its port is freed.
const stackPid = Number(process.env.COURTAGE_STACK_PID);
if (stackPid > 0) {
  const timer = setInterval(() => {
    try {
      process.kill(stackPid, 0);
    } catch {
      clearInterval(timer);
      process.kill(process.pid, 'SIGTERM');
    }
  }, 1000);
  timer.unref();
}
