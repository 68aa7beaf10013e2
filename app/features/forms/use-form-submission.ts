import { useEffect, useState, useSyncExternalStore } from "react";
import { sendForm } from "./form-client";
import { type FormStatus, createFormController } from "./form-machine";

/** Wires one form's controller to React: the current status and a guarded submit. */
export function useFormSubmission<P extends Record<string, string>>(): {
  status: FormStatus;
  submit: (payload: P) => Promise<boolean>;
} {
  const [controller] = useState(() => createFormController<P>((payload) => sendForm(payload)));
  useEffect(() => controller.dispose, [controller]);
  const status = useSyncExternalStore(controller.subscribe, controller.getStatus, () => "idle" as const);
  return { status, submit: controller.submit };
}
