/**
 * A Jest reporter that names the test files still running after a long time, once a minute.
 *
 * Jest prints a file only when it ends, so a file that hangs leaves no trace in a run cut off by a time limit: the
 * log just stops. This reporter prints, every minute, each file that has run longer than `afterSeconds` (default
 * 240 s; the slowest file takes about 100 s on a quiet 2-core machine), with how long it has run, and the processes
 * under Jest with their CPU seconds so far (two reports a minute apart tell a spinning process from a waiting one):
 * a stalled run then says where it stalled.
 */
const { execFile } = require('node:child_process');

class LongRunningFilesReporter {
  constructor(_globalConfig, options = {}) {
    this.afterMs = (options.afterSeconds ?? 240) * 1000;
    this.running = new Map();
    this.timer = undefined;
  }

  onRunStart() {
    this.timer = setInterval(() => this.reportLongRunning(), 60_000);
    this.timer.unref();
  }

  onTestFileStart(test) {
    this.running.set(test.path, Date.now());
  }

  onTestFileResult(test) {
    this.running.delete(test.path);
  }

  onRunComplete() {
    clearInterval(this.timer);
  }

  reportLongRunning() {
    const now = Date.now();
    const late = [...this.running].filter(([, since]) => now - since > this.afterMs);
    if (late.length === 0) return;
    const lines = late.map(([path, since]) => `  ${path.replace(`${process.cwd()}/`, '')}: ${Math.round((now - since) / 1000)} s`);
    execFile('ps', ['-eo', 'pid=,ppid=,etimes=,times=,args='], (_error, stdout = '') => {
      process.stderr.write(`Test files still running:\n${lines.join('\n')}\n${descendantsOf(process.pid, stdout)}`);
    });
  }
}

/** The lines of `ps` output for the processes under `rootPid` (Jest's workers and what they started). */
function descendantsOf(rootPid, psOutput) {
  const rows = psOutput
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length >= 5)
    .map(([pid, ppid, seconds, cpu, ...args]) => ({ pid: Number(pid), ppid: Number(ppid), seconds, cpu, args: args.join(' ') }));
  const under = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) if (under.has(row.ppid) && !under.has(row.pid)) grew = under.add(row.pid) !== undefined;
  }
  const shown = rows.filter((row) => row.pid !== rootPid && under.has(row.pid));
  return shown.map((row) => `  pid ${row.pid} (parent ${row.ppid}), running ${row.seconds} s, ${row.cpu} s of CPU: ${row.args.slice(0, 160)}\n`).join('');
}

module.exports = LongRunningFilesReporter;
