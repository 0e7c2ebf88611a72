/** A process's CPU time from /proc (Linux), for the bench rows that report what the server spent. */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds used so far by a process and all its descendants. */
export function processTreeCpuMs(pid: number): number {
  let ticks = 0;
  const visit = (id: number) => {
    // The command name (field 2) may hold spaces: the fields that follow come after its ')'.
    let stat: string;
    try {
      stat = readFileSync(`/proc/${id}/stat`, 'utf8');
    } catch {
      return; // a helper process that ended between listing and reading: its time is gone with it
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    for (const task of readdirSync(`/proc/${id}/task`)) {
      let children: string;
      try {
        children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
      } catch {
        continue; // a thread that ended meanwhile
      }
      for (const child of children ? children.split(' ') : []) visit(Number(child));
    }
  };
  visit(pid);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
