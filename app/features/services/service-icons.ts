import type { IconName } from "~/components/icon";
import type { ServiceIcon } from "~/lib/content/services";

/** Content names an icon; this table turns the name into the sprite's. */
export const serviceIcons: Record<ServiceIcon, IconName> = {
  train: "train-front",
  calculator: "calculator",
  brain: "brain-circuit",
  bot: "bot",
  message: "message-square-text",
};
