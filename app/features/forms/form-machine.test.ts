import { type FormStatus, SUCCESS_MESSAGE_MS, createFormController, transition } from "./form-machine";

describe("transition", () => {
  it.each<[FormStatus, Parameters<typeof transition>[1], FormStatus]>([
    ["idle", "submit", "submitting"],
    ["submitting", "succeeded", "success"],
    ["submitting", "failed", "error"],
    ["success", "expired", "idle"],
    ["error", "submit", "submitting"],
    ["success", "submit", "submitting"],
    ["idle", "succeeded", "idle"],
    ["idle", "failed", "idle"],
    ["error", "expired", "error"],
    ["submitting", "expired", "submitting"],
  ])("%s + %s → %s", (from, event, to) => {
    expect(transition(from, event)).toBe(to);
  });
});

describe("createFormController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function deferred() {
    let resolve!: (ok: boolean) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<boolean>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it("goes submitting → success and back to idle after exactly 5 s", async () => {
    const answer = deferred();
    const send = vi.fn(() => answer.promise);
    const form = createFormController(send);
    const seen: FormStatus[] = [];
    form.subscribe(() => seen.push(form.getStatus()));

    const result = form.submit({ email: "a@b.se" });
    expect(form.getStatus()).toBe("submitting");
    expect(send).toHaveBeenCalledWith({ email: "a@b.se" });
    answer.resolve(true);
    await expect(result).resolves.toBe(true);
    expect(form.getStatus()).toBe("success");

    expect(SUCCESS_MESSAGE_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(form.getStatus()).toBe("success");
    vi.advanceTimersByTime(1);
    expect(form.getStatus()).toBe("idle");
    expect(seen).toEqual(["submitting", "success", "idle"]);
  });

  it("fails on a false answer or a thrown error and stays in error", async () => {
    const form = createFormController(vi.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error("offline")));
    await expect(form.submit({})).resolves.toBe(false);
    expect(form.getStatus()).toBe("error");
    await expect(form.submit({})).resolves.toBe(false);
    expect(form.getStatus()).toBe("error");
    vi.advanceTimersByTime(60_000);
    expect(form.getStatus()).toBe("error");
  });

  it("ignores a second submit while one is in flight", async () => {
    const answer = deferred();
    const send = vi.fn(() => answer.promise);
    const form = createFormController(send);
    const first = form.submit({ n: "1" });
    await expect(form.submit({ n: "2" })).resolves.toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    answer.resolve(true);
    await expect(first).resolves.toBe(true);
  });

  it("restarts the 5 s when submitted again during success, and dispose stops the timer", async () => {
    const form = createFormController(vi.fn().mockResolvedValue(true));
    await form.submit({});
    vi.advanceTimersByTime(3000);
    await form.submit({});
    vi.advanceTimersByTime(3000);
    expect(form.getStatus()).toBe("success");
    vi.advanceTimersByTime(2000);
    expect(form.getStatus()).toBe("idle");

    await form.submit({});
    form.dispose();
    vi.advanceTimersByTime(10_000);
    expect(form.getStatus()).toBe("success");
  });

  it("stops notifying after unsubscribe", async () => {
    const form = createFormController(vi.fn().mockResolvedValue(true));
    const listener = vi.fn();
    const off = form.subscribe(listener);
    off();
    await form.submit({});
    expect(listener).not.toHaveBeenCalled();
  });
});
