/**
 * The roll dialog answering with given values (the trust world's dialog submits an empty form):
 * each answer is read by `readForm` as a real form's elements would be.
 */
export function answerDialogs(values: Record<string, boolean | string>): void {
  const g = globalThis as unknown as {
    foundry: { applications: { api: { DialogV2: { wait: unknown } } } };
  };
  const elements = Object.entries(values).map(([name, v]) =>
    typeof v === "boolean" ? { name, type: "checkbox", checked: v } : { name, type: "text", value: v },
  );
  g.foundry.applications.api.DialogV2.wait = async (config: {
    buttons: { action: string; callback?: (e: unknown, b: unknown) => unknown }[];
  }) => config.buttons.find((b) => b.action === "roll")!.callback!({}, { form: { elements } });
}
