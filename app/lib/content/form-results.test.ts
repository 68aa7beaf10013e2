import { formResult as english } from "./form-results";
import { formResult as swedish } from "./sv/form-results";

describe("form result pages", () => {
  it.each(["contact", "newsletter"] as const)("has a Swedish twin of each %s result, at the same path", (form) => {
    for (const sent of [true, false]) {
      const [en, sv] = [english(form, sent), swedish(form, sent)];
      expect(sv).toMatchObject({ path: en.path, form, sent, back: { path: en.back.path } });
      expect(sv.title).not.toBe(en.title);
    }
  });
});
