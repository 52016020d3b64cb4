import { useId } from 'react';

export interface ProductSpecification {
  /** What is specified: 'Storage'. */
  name: string;
  /** Its value: '256GB'. Plain text; never rendered as HTML. */
  value: string;
}

/**
 * The product's short specification table, or nothing when the seller gave none. A table with row headers, so
 * a screen reader reads each value with its name.
 */
export function ProductSpecifications({ specifications }: { specifications: ProductSpecification[] }) {
  const headingId = useId();
  if (specifications.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="oja-product-detail__specifications">
      <h2 id={headingId} className="oja-product-detail__section-title">
        Specifications
      </h2>
      <table className="oja-product-specs">
        <tbody>
          {specifications.map((spec) => (
            <tr key={spec.name}>
              <th scope="row">{spec.name}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
