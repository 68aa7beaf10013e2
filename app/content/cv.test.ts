import { cvFileName } from "./cv";

test("the CV's file name is the owner's name in ASCII", () => {
  expect(cvFileName("Erik Lindqvist")).toBe("Erik-Lindqvist-CV.pdf");
  expect(cvFileName("Åsa Öberg-Nyström")).toBe("Asa-Oberg-Nystrom-CV.pdf");
  expect(cvFileName("  ")).toBe("cv-CV.pdf");
});
