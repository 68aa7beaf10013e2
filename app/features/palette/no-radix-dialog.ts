/**
 * Stands in for `@radix-ui/react-dialog` in the build (vite.config.ts aliases it here). cmdk
 * attaches its `Command.Dialog` to `CommandRoot` with `Object.assign`, a side effect bundlers
 * must keep, so Radix's whole dialog (focus scope, dismissable layer, scroll lock: about 14 KB
 * compressed, two thirds of the palette's chunk) shipped although the palette renders cmdk's
 * combobox inside its own native <dialog> and never renders `Command.Dialog`.
 */
function unavailable(): never {
  throw new Error("cmdk's Command.Dialog is not built in: the palette uses a native <dialog>");
}

export const Root = unavailable;
export const Portal = unavailable;
export const Overlay = unavailable;
export const Content = unavailable;
