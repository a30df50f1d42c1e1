/**
 * Text on a link preview in its reading direction. next/og shapes a right-to-left script's letters but sets its words
 * left to right, so a right-to-left line is given word by word, from the right, wrapping as the text does.
 */
export default function PreviewText({ text, rtl }: { text: string; rtl: boolean }) {
  if (!rtl) return text;
  return (
    <div style={{ display: 'flex', flexDirection: 'row-reverse', flexWrap: 'wrap', columnGap: '0.25em' }}>
      {[...text.matchAll(/\S+/g)].map(({ 0: word, index }) => (
        <span key={index}>{word}</span>
      ))}
    </div>
  );
}
