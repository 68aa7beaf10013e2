import { cvFileName } from "./cv-file-name";

test("the CV's file name is the owner's name in ASCII", () => {
  expect(cvFileName("Åsa Öberg")).toBe("Asa-Oberg-CV.pdf");
  expect(cvFileName("Åsa Öberg-Nyström")).toBe("Asa-Oberg-Nystrom-CV.pdf");
  expect(cvFileName("  ")).toBe("cv-CV.pdf");
});
