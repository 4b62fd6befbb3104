import { Document, Image, Page, Path, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { AddressInfo } from '@/domain/cart/cart';
import { bidiRuns, needsShaping, type TextShaper } from './shaped-text';
import { pdfFonts } from './pdf-fonts';
import type { PdfLabels, PdfOrder, PdfShop } from './order-document-data';

const INK = '#1f2937';
const MUTED = '#6b7280';
const LINE = '#d1d5db';

const F = pdfFonts();

const s = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 56, paddingHorizontal: 40, fontSize: 9.5, fontFamily: F.regular, color: INK, lineHeight: 1.35 },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', marginBottom: 18 },
  logo: { width: 120, height: 40, objectFit: 'contain', marginBottom: 6 },
  shopName: { fontSize: 14, fontFamily: F.bold, lineHeight: 1.2, marginBottom: 4 },
  muted: { color: MUTED },
  title: { fontSize: 20, fontFamily: F.bold, textAlign: 'right', lineHeight: 1.1, marginBottom: 10 },
  metaRow: { flexDirection: 'row', justifyContent: 'flex-end' },
  metaLabel: { color: MUTED, width: 80, textAlign: 'right', marginRight: 6 },
  metaValue: { fontFamily: F.bold, minWidth: 80, textAlign: 'right' },
  parties: { flexDirection: 'row', gap: 16, marginBottom: 16, paddingTop: 12, borderTopWidth: 1, borderTopColor: LINE },
  party: { flex: 1 },
  heading: { fontSize: 8, fontFamily: F.bold, color: MUTED, textTransform: 'uppercase', letterSpacing: 0.6, marginBottom: 4 },
  bold: { fontFamily: F.bold },
  tableHead: {
    flexDirection: 'row',
    backgroundColor: '#f3f4f6',
    borderBottomWidth: 1,
    borderBottomColor: LINE,
    paddingVertical: 5,
    paddingHorizontal: 4,
  },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: LINE, paddingVertical: 5, paddingHorizontal: 4 },
  cItem: { flex: 1, paddingRight: 6 },
  cSku: { width: 120, paddingRight: 6 },
  cQty: { width: 40, textAlign: 'right' },
  cMoney: { width: 70, textAlign: 'right' },
  th: { fontFamily: F.bold, fontSize: 8.5 },
  totals: { marginTop: 10, marginLeft: 'auto', width: 220 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  paidRow: { marginTop: 6 },
  dueRow: { fontFamily: F.bold },
  grandTotal: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1,
    borderTopColor: INK,
    marginTop: 4,
    paddingTop: 5,
    fontSize: 12,
    fontFamily: F.bold,
  },
  note: { marginTop: 18, padding: 8, borderWidth: 0.5, borderColor: LINE },
  collect: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    marginTop: 14,
    marginLeft: 'auto',
    width: 260,
    padding: 8,
    borderWidth: 1.5,
    borderColor: INK,
    fontSize: 12,
    fontFamily: F.bold,
  },
  // placed from the top: the PDF library drops a `bottom`-anchored block on a page whose style sets a line height
  footer: {
    position: 'absolute',
    top: 798,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    color: MUTED,
    fontSize: 8,
    borderTopWidth: 0.5,
    borderTopColor: LINE,
    paddingTop: 6,
  },
  check: { width: 10, height: 10, borderWidth: 1, borderColor: INK, marginLeft: 'auto' },
});

const PAGE_SIZE = s.page.fontSize;

type TextStyle = (typeof s)[keyof typeof s];

/**
 * Text holding Bengali or Arabic, drawn as shaped outlines (shaped-text.ts) at the size, weight and colour of `style`:
 * a word to a box, one row of boxes to each line of the text, wrapping like words. An Arabic line's runs go from right
 * to left and its rows keep to the left edge like the rest of the document.
 */
function ShapedLine({ shaper, style, text }: { shaper: TextShaper; style: TextStyle[]; text: string }) {
  const flat: { fontSize?: number; fontFamily?: string | string[]; color?: string } = Object.assign({}, ...style);
  const size = flat.fontSize ?? PAGE_SIZE;
  const bold = flat.fontFamily === F.bold;
  const gap = shaper.shape(' ', size, bold).width;
  const word = (w: string, key: number) => {
    const shaped = shaper.shape(w, size, bold);
    const height = shaped.ascent + shaped.descent;
    return (
      <Svg key={key} width={shaped.width} height={height} viewBox={`0 0 ${shaped.width} ${height}`} style={{ marginRight: gap }}>
        <Path d={shaped.path} fill={flat.color ?? INK} />
      </Svg>
    );
  };
  return (
    <View style={style}>
      {text.split('\n').map((line, l) => {
        const { rtl, runs } = bidiRuns(line.split(' ').filter(Boolean));
        return (
          <View
            key={l}
            style={{ flexDirection: rtl ? 'row-reverse' : 'row', flexWrap: 'wrap', justifyContent: rtl ? 'flex-end' : 'flex-start' }}
          >
            {runs.map((run, r) =>
              run.length === 1 ? (
                word(run[0], r)
              ) : (
                <View key={r} style={{ flexDirection: 'row' }}>
                  {run.map(word)}
                </View>
              ),
            )}
          </View>
        );
      })}
    </View>
  );
}

/**
 * One line of text from the order (a name, an address line, a note): drawn as shaped outlines when it holds Bengali
 * or Arabic, else as text.
 */
function Line({ style, shaper, children }: { style?: TextStyle | TextStyle[]; shaper: TextShaper | null; children: string }) {
  const base = style === undefined ? [] : Array.isArray(style) ? style : [style];
  if (shaper && needsShaping(children)) return <ShapedLine shaper={shaper} style={base} text={children} />;
  return <Text style={base}>{children}</Text>;
}

function Address({ a, shaper }: { a: AddressInfo; shaper: TextShaper | null }) {
  return (
    <View>
      <Line style={s.bold} shaper={shaper}>
        {a.fullName}
      </Line>
      <Line shaper={shaper}>{a.house}</Line>
      <Line shaper={shaper}>{[a.city, a.state, a.zipCode].filter(Boolean).join(', ')}</Line>
      <Text>{a.country}</Text>
      <Text style={s.muted}>{a.phone}</Text>
      <Text style={s.muted}>{a.email}</Text>
    </View>
  );
}

interface OrderDocumentProps {
  kind: 'invoice' | 'packingSlip';
  shop: PdfShop;
  /** one order, or a selection printed together: each order starts a page of its own */
  orders: PdfOrder[];
  labels: PdfLabels;
  /** draws the order's texts holding Bengali or Arabic: loadShaper(), awaited before rendering */
  shaper?: TextShaper | null;
}

/** A4 portrait invoices or packing slips, vector text throughout (Bengali and Arabic as shaped outlines). */
export function OrderDocument({ kind, shop, orders, labels, shaper = null }: OrderDocumentProps) {
  const invoice = kind === 'invoice';
  const name = invoice ? labels.invoice : labels.packingSlip;
  return (
    <Document
      title={orders.length === 1 ? `${name} ${orders[0].number}` : `${name} ${orders.map((o) => o.number).join(', ')}`}
      author={shop.name}
      creator={shop.name}
      producer={shop.name}
    >
      {orders.map((order) => (
        <OrderPage key={order.number} kind={kind} shop={shop} order={order} labels={labels} shaper={shaper} />
      ))}
    </Document>
  );
}

/** One order's invoice or packing slip: a page, more when its lines run over (numbered within the order). */
function OrderPage({
  kind,
  shop,
  order,
  labels,
  shaper,
}: Omit<OrderDocumentProps, 'orders'> & { order: PdfOrder; shaper: TextShaper | null }) {
  const invoice = kind === 'invoice';
  return (
    <Page size="A4" orientation="portrait" style={s.page}>
      <View style={s.header}>
        <View>
          {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf Image has no alt */}
          {shop.logo && <Image style={s.logo} src={{ data: shop.logo, format: 'png' }} />}
          <Line style={s.shopName} shaper={shaper}>
            {shop.name}
          </Line>
          <Line style={s.muted} shaper={shaper}>
            {shop.address}
          </Line>
          <Text style={s.muted}>{shop.phone}</Text>
          <Text style={s.muted}>{shop.email}</Text>
          {invoice && shop.gstNumber && <Text style={s.muted}>{`${labels.gstNumber} ${shop.gstNumber}`}</Text>}
        </View>
        <View>
          <Text style={s.title}>{invoice ? labels.invoice : labels.packingSlip}</Text>
          <View style={s.metaRow}>
            <Text style={s.metaLabel}>{labels.orderNumber}</Text>
            <Text style={s.metaValue}>{order.number}</Text>
          </View>
          <View style={s.metaRow}>
            <Text style={s.metaLabel}>{labels.orderDate}</Text>
            <Text style={s.metaValue}>{order.date}</Text>
          </View>
          <View style={s.metaRow}>
            <Text style={s.metaLabel}>{labels.payment}</Text>
            <Text style={s.metaValue}>{order.paymentMethod}</Text>
          </View>
        </View>
      </View>

      <View style={s.parties}>
        {invoice && (
          <View style={s.party}>
            <Text style={s.heading}>{labels.billTo}</Text>
            <Address a={order.billing} shaper={shaper} />
          </View>
        )}
        <View style={s.party}>
          <Text style={s.heading}>{labels.shipTo}</Text>
          <Address a={order.shipping} shaper={shaper} />
        </View>
        <View style={s.party}>
          <Text style={s.heading}>{labels.delivery}</Text>
          <Line shaper={shaper}>{order.delivery}</Line>
        </View>
      </View>

      <View style={s.tableHead} fixed>
        <Text style={[s.cItem, s.th]}>{labels.item}</Text>
        <Text style={[s.cSku, s.th]}>{labels.sku}</Text>
        <Text style={[s.cQty, s.th]}>{labels.quantity}</Text>
        {invoice ? (
          <>
            <Text style={[s.cMoney, s.th]}>{labels.unitPrice}</Text>
            <Text style={[s.cMoney, s.th]}>{labels.lineTotal}</Text>
          </>
        ) : (
          <Text style={[s.cMoney, s.th]}>{labels.packed}</Text>
        )}
      </View>
      {order.items.map((i, n) => (
        <View key={n} style={s.row} wrap={false}>
          <View style={s.cItem}>
            <Line shaper={shaper}>{i.name}</Line>
            {i.detail && (
              <Line style={s.muted} shaper={shaper}>
                {i.detail}
              </Line>
            )}
            {!invoice &&
              i.pick.map((pick, k) => (
                <Line key={k} style={s.muted} shaper={shaper}>
                  {pick}
                </Line>
              ))}
          </View>
          <Text style={s.cSku}>{i.sku}</Text>
          <Text style={s.cQty}>{i.quantity}</Text>
          {invoice ? (
            <>
              <Text style={s.cMoney}>{i.unitPrice}</Text>
              <Text style={s.cMoney}>{i.lineTotal}</Text>
            </>
          ) : (
            <View style={s.cMoney}>
              <View style={s.check} />
            </View>
          )}
        </View>
      ))}

      {invoice && (
        <View style={s.totals} wrap={false}>
          {order.totals.map((row, n) => (
            <View key={n} style={n === order.totals.length - 1 ? s.grandTotal : s.totalRow}>
              <Text>{row.label}</Text>
              <Text>{row.amount}</Text>
            </View>
          ))}
          <View style={[s.totalRow, s.paidRow]}>
            <Text>{labels.amountPaid}</Text>
            <Text>{order.amountPaid}</Text>
          </View>
          {order.refunded && (
            <View style={s.totalRow}>
              <Text>{labels.refunded}</Text>
              <Text>{order.refunded}</Text>
            </View>
          )}
          <View style={[s.totalRow, s.dueRow]}>
            <Text>{labels.balanceDue}</Text>
            <Text>{order.balanceDue}</Text>
          </View>
        </View>
      )}

      {!invoice && order.toCollect && (
        <View style={s.collect} wrap={false}>
          <Text>{labels.amountToCollect}</Text>
          <Text>{order.toCollect}</Text>
        </View>
      )}

      {order.customerNote && (
        <View style={s.note}>
          <Text style={s.heading}>{labels.customerNote}</Text>
          <Line shaper={shaper}>{order.customerNote}</Line>
        </View>
      )}

      <View style={s.footer} fixed>
        {invoice ? <Text>{labels.thanks}</Text> : <Line shaper={shaper}>{`${shop.name} · ${order.number}`}</Line>}
        {/* the page number is drawn per page: a render prop, itself `fixed` (without it the PDF library drops the
            whole footer) */}
        <Text
          fixed
          render={({ subPageNumber, subPageTotalPages }) =>
            labels.page.replace('{page}', String(subPageNumber)).replace('{pages}', String(subPageTotalPages))
          }
        />
      </View>
    </Page>
  );
}
