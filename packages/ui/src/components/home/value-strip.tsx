/** The promises the value strip makes (spec §1's home-page claims). */
const VALUE_PROPOSITIONS = [
  { title: 'Split payment', text: 'Pay daily, weekly or monthly' },
  { title: 'No interest or hidden fees', text: 'You pay the price you see' },
  { title: 'Receive immediately', text: 'Delivery after your down payment' },
  { title: 'Certified sellers', text: 'With product warranty' },
];

/** A row of the shop's promises under the hero. */
export function ValueStrip() {
  return (
    <ul className="oja-home__values" aria-label="Why shoppers choose Oja">
      {VALUE_PROPOSITIONS.map((v) => (
        <li key={v.title} className="oja-home__value">
          <strong>{v.title}</strong>
          <span>{v.text}</span>
        </li>
      ))}
    </ul>
  );
}
