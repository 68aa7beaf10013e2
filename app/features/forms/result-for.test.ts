import { resultFor } from "./result-for";

describe("resultFor", () => {
  it("finds each result page in the language of its address, with or without the prerender's .data", () => {
    expect(resultFor("/contact/failed")).toMatchObject({ path: "/contact/failed", title: "Message not sent" });
    expect(resultFor("/contact/failed.data")).toMatchObject({ path: "/contact/failed", sent: false });
    expect(resultFor("/blog/subscribe-wait/")).toMatchObject({ form: "newsletter", wait: true, title: "Subscription not sent yet" });
    expect(resultFor("/sv/contact/wait.data")).toMatchObject({ form: "contact", wait: true, title: "Meddelandet är inte skickat än" });
    expect(resultFor("/sv/blog/subscribed")).toMatchObject({ form: "newsletter", sent: true, title: "Du prenumererar nu" });
  });

  it("refuses an address that is no result page (the build stops rather than show the wrong one)", () => {
    expect(() => resultFor("/contact/elsewhere")).toThrow(/No form result page/);
  });
});
