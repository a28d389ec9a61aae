import { describe, expect, it } from 'vitest';
import { Slots } from './slots';

/** A task that runs until the test ends it. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((r) => (open = r));
  let started = false;
  return {
    task: async () => {
      started = true;
      await done;
    },
    open,
    started: () => started,
  };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('Slots', () => {
  it('runs at most `size` tasks at once, the rest in arrival order', async () => {
    const slots = new Slots(1, 10, () => new Error('full'));
    const gates = Array.from({ length: 5 }, gate);
    const runs = gates.map((g) => slots.run(g.task));
    await tick();
    expect(gates.map((g) => g.started())).toEqual([true, false, false, false, false]);
    expect(slots.stats).toEqual({ active: 1, waiting: 4, peakActive: 1 });
    for (let i = 0; i < 5; i++) {
      gates[i]!.open();
      await tick();
      expect(gates.filter((g) => g.started())).toHaveLength(Math.min(i + 2, 5));
      expect(slots.stats.active).toBe(i < 4 ? 1 : 0);
    }
    await Promise.all(runs);
    expect(slots.stats).toEqual({ active: 0, waiting: 0, peakActive: 1 });
  });

  it('two slots: two at once; a failing task frees its slot', async () => {
    const slots = new Slots(2, 10, () => new Error('full'));
    const a = gate();
    const b = gate();
    const c = gate();
    const failing = slots.run(async () => {
      await tick();
      throw new Error('boom');
    });
    const runs = [a, b, c].map((g) => slots.run(g.task));
    await expect(failing).rejects.toThrow('boom');
    await tick();
    expect([a, b, c].map((g) => g.started())).toEqual([true, true, false]);
    expect(slots.stats.peakActive).toBe(2);
    a.open();
    await tick();
    expect(c.started()).toBe(true);
    b.open();
    c.open();
    await Promise.all(runs);
  });

  it('refuses at once when the queue is full', async () => {
    const slots = new Slots(1, 1, () => new Error('full'));
    const a = gate();
    const first = slots.run(a.task);
    const second = slots.run(async () => 'second');
    await expect(slots.run(async () => 'third')).rejects.toThrow('full');
    a.open();
    await first;
    expect(await second).toBe('second');
  });
});
