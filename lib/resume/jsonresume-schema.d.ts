// @jsonresume/schema ships no types: what app/resume.json/route.ts and the tests use of it.
declare module '@jsonresume/schema' {
  export function validate(resume: unknown, callback: (errors: { property: string; message: string }[] | null, valid: boolean) => void): void;
}
