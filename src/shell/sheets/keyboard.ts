/**
 * Foundry runs a sheet's `[data-action]` on click only. A native button also clicks on Enter and
 * Space; an element that cannot be a button — the portrait, an `<img>` because core's `editImage`
 * action reads its `src` — carries `role="button" tabindex="0"` in its template to be reached by
 * Tab, and this listener gives it the button's keys. Bound once on the sheet's root element, which
 * outlives re-renders of its parts.
 */
export function clickOnEnterOrSpace(root: HTMLElement): void {
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = event.target as Element | null;
    if (!target?.matches('[data-action][role="button"]:not(button, a, input, select, textarea)')) return;
    event.preventDefault();
    (target as HTMLElement).click();
  });
}
