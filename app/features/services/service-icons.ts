import { Bot, BrainCircuit, Calculator, MessageSquareText, TrainFront, type LucideIcon } from "lucide-react";
import type { ServiceIcon } from "~/lib/content/services";

/** Content names an icon; this table turns the name into a component. */
export const serviceIcons: Record<ServiceIcon, LucideIcon> = {
  train: TrainFront,
  calculator: Calculator,
  brain: BrainCircuit,
  bot: Bot,
  message: MessageSquareText,
};
