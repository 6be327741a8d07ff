/** SPEC §8: the loading spinner is an image whose alt text is LOADING... */
export function Spinner({ size = 48 }: { size?: number }) {
  return <img src="/spinner.svg" alt="LOADING..." width={size} height={size} />;
}
