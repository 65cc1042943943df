/**
 * Counts failed logins per (IP, username) and per IP in a sliding window and
 * refuses further attempts once a limit is reached (design §8). Successful
 * logins are not counted, so staff signing in all day are never throttled.
 * State is in memory: one server process guards its own door.
 */
export interface LoginLimits {
  windowMs: number;
  maxPerUser: number;
  maxPerIp: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { windowMs: 15 * 60 * 1000, maxPerUser: 5, maxPerIp: 50 };

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this attempt must be refused before the password is even checked. */
  isBlocked(ip: string, username: string): boolean {
    return (
      this.count(`u:${ip}|${username.toLowerCase()}`) >= this.limits.maxPerUser ||
      this.count(`ip:${ip}`) >= this.limits.maxPerIp
    );
  }

  recordFailure(ip: string, username: string): void {
    for (const key of [`u:${ip}|${username.toLowerCase()}`, `ip:${ip}`]) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.set(key, list);
    }
  }

  private count(key: string): number {
    return this.recent(key).length;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }
}
