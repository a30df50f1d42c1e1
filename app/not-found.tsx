// The root's not-found boundary, above the two root layouts (app/(site)/, app/[lang]/). A static export never reaches
// it: every unknown address is GitHub Pages' one 404.html, drawn by app/global-not-found.tsx, and a client-side change
// to a page the export lacks loads that address whole. Without this file Next puts its own default 404 page here, in
// every page's payload (1.4 KB a page); this one draws nothing, as nothing shows it.
export default function RootNotFound() {
  return null;
}
