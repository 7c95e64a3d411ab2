/**
 * The sentence a reader without JavaScript sees in place of a form or payment step. It lives in <noscript>, which
 * the pre-rendered page carries and a browser running JavaScript never shows. Plain inline styles: the browser
 * never renders <noscript>'s children as components, so nothing else would style them.
 */
export function NeedsJavaScript({ text }: { text: string }) {
  return (
    <noscript>
      <p
        style={{
          margin: '0 0 24px',
          padding: '12px 16px',
          border: '1px solid #b3261e',
          borderRadius: 4,
          background: '#fdecea',
          color: '#5f2120',
          fontSize: '1.0625rem',
        }}
      >
        {text}
      </p>
    </noscript>
  );
}
