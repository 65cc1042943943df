/**
 * A vitest reporter: beside the usual output, each project's test files, the seconds its files ran
 * (their time summed across the workers) and its span (first file started to last file ended), so a
 * run where the projects share the workers still says what each cost (scripts/test.mjs: the
 * PostgreSQL projects run beside the PGlite ones).
 */
import type { Reporter, TestModule } from 'vitest/node';

const MS_PER_S = 1000;

interface ProjectTime {
  files: number;
  fileMs: number;
  firstStart: number;
  lastEnd: number;
}

export default class ProjectTimes implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly projects = new Map<string, ProjectTime>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(`${module.project.name}\u0000${module.moduleId}`, performance.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const now = performance.now();
    const start = this.started.get(`${module.project.name}\u0000${module.moduleId}`) ?? now;
    const time = this.projects.get(module.project.name) ?? {
      files: 0,
      fileMs: 0,
      firstStart: start,
      lastEnd: now,
    };
    time.files += 1;
    time.fileMs += now - start;
    time.firstStart = Math.min(time.firstStart, start);
    time.lastEnd = Math.max(time.lastEnd, now);
    this.projects.set(module.project.name, time);
  }

  onTestRunEnd(): void {
    if (this.projects.size === 0) return;
    const s = (ms: number) => String(Math.round(ms / MS_PER_S)).padStart(6);
    console.log('\nvitest projects: files, file-seconds (summed over the workers), span in seconds');
    for (const [name, t] of this.projects)
      console.log(
        `  ${name.padEnd(14)} ${String(t.files).padStart(4)} ${s(t.fileMs)} ${s(t.lastEnd - t.firstStart)}`,
      );
  }
}
