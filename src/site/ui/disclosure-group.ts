/**
 * The open item of a one-open-at-a-time group after a click on one of its buttons: the clicked
 * item opens (closing the previously open one), and a click on the open item closes it.
 * @example nextOpenItem('a', 'b') // 'b'
 * @example nextOpenItem('b', 'b') // null
 */
export function nextOpenItem(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}
