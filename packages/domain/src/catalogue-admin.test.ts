import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_DESCRIPTION_MAX_LENGTH,
  isSubcategoryName,
  PRODUCT_BRAND_INVALID,
  PRODUCT_CATEGORY_INVALID,
  PRODUCT_DESCRIPTION_INVALID,
  PRODUCT_DOWN_PAYMENT_INVALID,
  PRODUCT_NAME_INVALID,
  PRODUCT_PRICE_INVALID,
  PRODUCT_SPECIFICATIONS_INVALID,
  PRODUCT_STOCK_INVALID,
  priceTextToKobo,
  readSpecifications,
  SPECIFICATION_ROWS_MAX,
  SPECIFICATION_TEXT_MAX_LENGTH,
  STOCK_DELTA_INVALID,
  STOCK_REASON_INVALID,
  SUBCATEGORY_NAME_INVALID,
  validateCatalogueProduct,
  validateStockChange,
} from './catalogue-admin';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_MAX_ROWS,
  CSV_CATEGORY_UNKNOWN,
  CSV_EMPTY,
  CSV_HEADER_INVALID,
  CSV_PRODUCT_ID_GIVEN,
  CSV_QUOTE_UNCLOSED,
  CSV_TOO_MANY_ROWS,
  parseCsv,
  readCatalogueCsv,
  specificationsCell,
  toCsv,
} from './catalogue-csv';

const good = {
  name: 'Tecno Spark 20 128GB',
  brand: 'Tecno',
  seller: 'Slot Ltd',
  categoryId: '7',
  price: '₦185,000.50',
  minimumDownPaymentPercentage: '30',
  stock: '12',
  description: 'A phone',
  specifications: [
    { name: 'Storage', value: '128GB' },
    { name: '', value: '' },
  ],
};

describe('a product from the console', () => {
  it('is saved with its price in kobo and blank specification rows dropped', () => {
    const check = validateCatalogueProduct(good, new Set([7]));
    expect(check).toMatchObject({
      ok: true,
      value: { priceKobo: 18_500_050, categoryId: 7, stock: 12, published: true },
    });
    expect(check.ok && check.value.specifications).toEqual([{ name: 'Storage', value: '128GB' }]);
  });

  it('names every wrong field at once', () => {
    const check = validateCatalogueProduct(
      {
        ...good,
        name: ' ',
        categoryId: '8',
        price: '0',
        minimumDownPaymentPercentage: '0',
        stock: '-1',
        specifications: [{ name: 'Storage', value: '' }],
      },
      new Set([7]),
    );
    expect(check.errors).toEqual({
      name: PRODUCT_NAME_INVALID,
      categoryId: PRODUCT_CATEGORY_INVALID,
      price: PRODUCT_PRICE_INVALID,
      minimumDownPaymentPercentage: PRODUCT_DOWN_PAYMENT_INVALID,
      stock: PRODUCT_STOCK_INVALID,
      specifications: PRODUCT_SPECIFICATIONS_INVALID,
    });
  });

  it.each([
    ['250000', 25_000_000],
    ['1,250.5', 125_050],
    ['0.01', 1],
    ['12.345', null],
    ['abc', null],
    ['-5', null],
    ['100000001', null],
  ])('reads the price %s as %s kobo', (price, expected) => {
    expect(priceTextToKobo(price)).toBe(expected);
  });

  it('accepts 100% as full payment only and a stock of 0', () => {
    const check = validateCatalogueProduct(
      { ...good, minimumDownPaymentPercentage: '100', stock: '0', published: false },
      new Set([7]),
    );
    expect(check).toMatchObject({
      ok: true,
      value: { minimumDownPaymentPercentage: 100, stock: 0, published: false },
    });
  });
});

describe('a stock change', () => {
  it('needs a whole number other than 0 and a reason', () => {
    expect(validateStockChange({ delta: '-3', reason: 'Two damaged in the warehouse' })).toMatchObject({
      ok: true,
      value: { delta: -3 },
    });
    expect(validateStockChange({ delta: '0', reason: '' }).errors).toEqual({
      delta: STOCK_DELTA_INVALID,
      reason: STOCK_REASON_INVALID,
    });
    expect(validateStockChange({ delta: '1.5', reason: 'Restock from the seller' }).errors).toEqual({
      delta: STOCK_DELTA_INVALID,
    });
  });
});

const header = CATALOGUE_CSV_COLUMNS.join(',');
const subcategories = new Map([
  ['phones', 7],
  ['laptops', 9],
]);

describe('the CSV import', () => {
  it('reads quoted cells with commas, quotes and line breaks', () => {
    expect(parseCsv('a,"b, c","say ""hi""\nthere"\r\n\r\nd,e,f')).toEqual([
      ['a', 'b, c', 'say "hi"\nthere'],
      ['d', 'e', 'f'],
    ]);
    expect(parseCsv('a,"open')).toBeNull();
  });

  it('adds the good rows and reports each refused one with a message per field', () => {
    const file = [
      header,
      ',Tecno Spark 20,Tecno,Slot,phones,185000,30,12,yes,A phone,Storage: 128GB; Colour: Black',
      'OJA-X-1,HP 250,HP,Slot,fridges,abc,30,5,,,',
      ',Dell Vostro,Dell,Slot,laptops,450000,100,3,no,,',
      ',,Dell,Slot,laptops,450000,150,-2,maybe,,Storage',
    ].join('\n');
    const reading = readCatalogueCsv(file, subcategories);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.rows.filter((r) => r.ok).map((r) => r.line)).toEqual([2, 4]);
    expect(reading.rows[0]).toMatchObject({
      ok: true,
      product: {
        categoryId: 7,
        priceKobo: 18_500_000,
        specifications: [
          { name: 'Storage', value: '128GB' },
          { name: 'Colour', value: 'Black' },
        ],
      },
    });
    expect(reading.rows[2]).toMatchObject({ ok: true, product: { published: false } });
    expect(reading.rows[1]).toMatchObject({
      line: 3,
      ok: false,
      errors: [
        { field: 'productID', message: CSV_PRODUCT_ID_GIVEN },
        { field: 'category', message: CSV_CATEGORY_UNKNOWN },
        { field: 'price', message: PRODUCT_PRICE_INVALID },
      ],
    });
    const fields = reading.rows[3]?.ok === false ? reading.rows[3].errors.map((e) => e.field) : [];
    expect(fields).toEqual(['name', 'minimumDownPaymentPercentage', 'stock', 'published', 'specifications']);
  });

  it('refuses a file without the header', () => {
    expect(readCatalogueCsv('name,price\nx,1', subcategories)).toEqual({
      ok: false,
      message: CSV_HEADER_INVALID,
    });
  });

  it('refuses an unclosed quote, a file with no product rows and one with too many, each as one message', () => {
    expect(readCatalogueCsv(`${header}\n,"Tecno`, subcategories)).toEqual({
      ok: false,
      message: CSV_QUOTE_UNCLOSED,
    });
    expect(readCatalogueCsv(`${header}\n`, subcategories)).toEqual({ ok: false, message: CSV_EMPTY });
    const row = ',Tecno Spark 20,Tecno,Slot,phones,185000,30,12,yes,,';
    const tooMany = [header, ...Array.from({ length: CATALOGUE_CSV_MAX_ROWS + 1 }, () => row)].join('\n');
    expect(readCatalogueCsv(tooMany, subcategories)).toEqual({ ok: false, message: CSV_TOO_MANY_ROWS });
  });

  it('reads a row cut short as blank cells, each missing field named', () => {
    const reading = readCatalogueCsv(`${header}\n,Tecno Spark 20,Tecno`, subcategories);
    const fields =
      reading.ok && reading.rows[0]?.ok === false ? reading.rows[0].errors.map((e) => e.field) : [];
    expect(fields).toEqual(expect.arrayContaining(['seller', 'category', 'price', 'stock']));
  });

  it('writes what it reads back, and no formula a spreadsheet would run', () => {
    const row = {
      productID: 'OJA-P-000001',
      name: 'Mixer, "big"',
      brand: '=HYPERLINK("x")',
      seller: 'Slot',
      category: 'phones',
      price: '1250.50',
      minimumDownPaymentPercentage: '30',
      stock: '-0',
      published: 'yes',
      description: 'Two\nlines',
      specifications: specificationsCell([{ name: 'Power', value: '500W' }]),
    };
    const csv = toCsv([row]);
    expect(csv.startsWith(`${header}\r\n`)).toBe(true);
    const back = parseCsv(csv)?.[1];
    expect(back?.[1]).toBe('Mixer, "big"');
    expect(back?.[2]).toBe(`'=HYPERLINK("x")`);
    expect(back?.[9]).toBe('Two\nlines');
    expect(back?.[10]).toBe('Power: 500W');
  });
});

describe('the product form’s details', () => {
  const ids = new Set([7]);
  it('takes a price typed as a number as well as text', () => {
    expect(priceTextToKobo(250000)).toBe(25_000_000);
    expect(priceTextToKobo('abc')).toBeNull();
  });

  it('takes no specification rows when none are sent, and refuses rows that are not a list', () => {
    expect(readSpecifications(undefined)).toEqual([]);
    expect(readSpecifications('Storage: 128GB')).toBeNull();
  });

  it('refuses a half-filled row, a row too long, and more rows than a product page shows', () => {
    expect(readSpecifications([{ name: '', value: '128GB' }])).toBeNull();
    expect(
      readSpecifications([{ name: 'Storage', value: 'x'.repeat(SPECIFICATION_TEXT_MAX_LENGTH + 1) }]),
    ).toBeNull();
    const many = Array.from({ length: SPECIFICATION_ROWS_MAX + 1 }, (_, i) => ({
      name: `Row ${i}`,
      value: 'v',
    }));
    expect(readSpecifications(many)).toBeNull();
    expect(readSpecifications(many.slice(0, SPECIFICATION_ROWS_MAX))).toHaveLength(SPECIFICATION_ROWS_MAX);
  });

  it('names a category that is not a number, a price that is not one, and bad specifications', () => {
    const check = validateCatalogueProduct(
      {
        ...good,
        brand: '',
        categoryId: 'phones',
        price: 'free',
        description: 'd'.repeat(CATALOGUE_DESCRIPTION_MAX_LENGTH + 1),
        specifications: 'none',
      },
      ids,
    );
    expect(check).toMatchObject({
      ok: false,
      errors: {
        brand: PRODUCT_BRAND_INVALID,
        categoryId: PRODUCT_CATEGORY_INVALID,
        description: PRODUCT_DESCRIPTION_INVALID,
        price: PRODUCT_PRICE_INVALID,
        specifications: PRODUCT_SPECIFICATIONS_INVALID,
      },
    });
  });

  it('takes a stock change typed as a number', () => {
    expect(validateStockChange({ delta: -3, reason: 'Two units damaged in the store' })).toMatchObject({
      ok: true,
      value: { delta: -3, reason: 'Two units damaged in the store' },
    });
  });
});

describe("a subcategory's name (the console's form and the API's POST /admin/catalogue/categories)", () => {
  it('is 1 to 60 characters once trimmed', () => {
    expect(isSubcategoryName('Smart watches')).toBe(true);
    expect(isSubcategoryName(`  ${'a'.repeat(60)}  `)).toBe(true);
    expect(isSubcategoryName('a'.repeat(61))).toBe(false);
    expect(isSubcategoryName('   ')).toBe(false);
    expect(SUBCATEGORY_NAME_INVALID).toBe('Enter the subcategory name: at most 60 characters');
  });
});
