// pdfkit's browser build needs its standard fonts registered; @types/pdfkit does not declare these entries.
declare module 'pdfkit/standard-fonts/Helvetica' {
  const font: object;
  export default font;
}
declare module 'pdfkit/standard-fonts/HelveticaBold' {
  const font: object;
  export default font;
}
