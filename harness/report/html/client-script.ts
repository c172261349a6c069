/**
 * The page script, inlined (no external assets). It builds every piece of text from the embedded
 * JSON with textContent and createElement — never innerHTML — so fixture titles, rule texts and
 * engine messages are always shown as text. Links are made only from http(s) URLs.
 *
 * Kept as plain ES5-style JavaScript in a string: the project's TypeScript has no DOM types, and the
 * browser test (html-report.browser.test.ts) runs this code for real. It must contain no "${" or
 * backtick, being inside a template literal.
 */
export const CLIENT_SCRIPT = String.raw`
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('cts-data').textContent);
  var single = data.kind === 'single';

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function add(parent) {
    for (var i = 1; i < arguments.length; i++) {
      var c = arguments[i];
      if (c === null || c === undefined || c === '') continue;
      parent.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    }
    return parent;
  }
  function option(value, label) { var o = el('option', null, label); o.value = value; return o; }
  function safeUrl(u) { return typeof u === 'string' && /^https?:\/\//i.test(u) ? u : null; }
  function badge(cell) {
    if (!cell) return el('span', 'none', '—');
    var b = el('span', 'badge o-' + cell.outcome, cell.outcome);
    if (cell.unexpected) { b.classList.add('unexpected'); b.title = 'not as expected'; }
    return b;
  }

  // ---- filters -------------------------------------------------------------------------------
  var fOutcome = document.getElementById('f-outcome');
  var fClause = document.getElementById('f-clause');
  var fEdition = document.getElementById('f-edition');
  var fCard = document.getElementById('f-card');
  var fText = document.getElementById('f-text');
  var fStatus = document.getElementById('f-status');
  var fRule = document.getElementById('f-rule');
  var fDiffer = document.getElementById('f-differ');
  var shown = document.getElementById('shown-count');

  add(fOutcome, option('', 'any outcome'), option('unexpected', 'not as expected'), option('not-pass', 'not pass'));
  data.outcomes.forEach(function (o) { add(fOutcome, option(o, o)); });
  add(fClause, option('', 'any clause'));
  data.groups.forEach(function (g) { add(fClause, option(g, g)); });
  add(fEdition, option('', 'any edition'));
  data.editions.forEach(function (e) { add(fEdition, option(e, e)); });
  add(fCard, option('', 'any card'));
  data.cards.forEach(function (c) { add(fCard, option(c, c)); });
  add(fStatus, option('', 'approved and proposed'), option('approved', 'approved'), option('proposed', 'proposed'));

  // The filter state and the open result live in the URL's fragment ("#outcome=fail&result=<id>@<edition>"),
  // so a filtered view or one result can be bookmarked or linked from an issue. A fragment without
  // "=" (#failures, #plan) is a plain anchor and leaves the state alone.
  var STATE = [['outcome', fOutcome], ['clause', fClause], ['edition', fEdition], ['card', fCard], ['status', fStatus], ['rule', fRule], ['q', fText]];
  var openKey = '';
  function saveState() {
    var parts = [];
    STATE.forEach(function (p) { if (p[1].value) parts.push(p[0] + '=' + encodeURIComponent(p[1].value)); });
    if (fDiffer && fDiffer.checked) parts.push('differ=1');
    if (openKey) parts.push('result=' + openKey);
    if (!parts.length && !isState(location.hash)) return; // a plain anchor (#failures) stays
    var hash = parts.length ? '#' + parts.join('&') : '';
    if (hash !== location.hash) history.replaceState(null, '', hash || location.pathname + location.search);
  }
  function isState(hash) { return hash.indexOf('=') > 0; }
  function loadState() {
    var want = {};
    (location.hash || '').replace(/^#/, '').split('&').forEach(function (kv) {
      var i = kv.indexOf('=');
      if (i > 0) { try { want[kv.slice(0, i)] = decodeURIComponent(kv.slice(i + 1)); } catch (e) { /* a mangled fragment is ignored */ } }
    });
    STATE.forEach(function (p) {
      var v = typeof want[p[0]] === 'string' ? want[p[0]] : '';
      if (p[1].tagName === 'SELECT' && !Array.prototype.some.call(p[1].options, function (o) { return o.value === v; })) return;
      p[1].value = v;
    });
    if (fDiffer) fDiffer.checked = want.differ === '1';
    openKey = typeof want.result === 'string' ? keyOf(want.result) : '';
  }
  // "id@edition" as it appears in a fragment, each part encoded: the one spelling saveState writes.
  function keyOf(text) {
    var at = text.lastIndexOf('@');
    return at < 0 ? encodeURIComponent(text) : encodeURIComponent(text.slice(0, at)) + '@' + encodeURIComponent(text.slice(at + 1));
  }
  function rowKey(row) { return encodeURIComponent(row.id) + '@' + encodeURIComponent(row.edition); }
  // 702.26 matches 702.26a and 702.26b; 702.26a matches only itself.
  function ruleMatches(row, q) {
    return row.rules.some(function (r) { return r === q || (r.indexOf(q) === 0 && /^[a-z]/.test(r.slice(q.length))); });
  }

  function cellMatches(cell, want) {
    if (!cell) return false;
    if (want === 'unexpected') return cell.unexpected;
    if (want === 'not-pass') return cell.outcome !== 'pass';
    return cell.outcome === want;
  }
  // Engines differ on a row only where two of them ran it with different outcomes: an engine that
  // did not run it (untested, skipped, or no result in its report) is not a difference.
  function ran(c) { return c && c.outcome !== 'untested' && c.outcome !== 'skipped'; }
  function differs(row) {
    var seen = {};
    var n = 0;
    row.cells.forEach(function (c) { if (ran(c) && !seen[c.outcome]) { seen[c.outcome] = true; n++; } });
    return n > 1;
  }
  // A compact row's editions are spans [first, last] of indexes into data.editions.
  var editionIndex = {};
  data.editions.forEach(function (e, i) { editionIndex[e] = i; });
  function inEdition(row, e) {
    if (!row.editions) return row.edition === e;
    var i = editionIndex[e];
    return row.editions.some(function (s) { return s[0] <= i && i <= s[1]; });
  }
  function editionCount(row) {
    return row.editions ? row.editions.reduce(function (n, s) { return n + s[1] - s[0] + 1; }, 0) : 1;
  }
  function matches(row) {
    var want = fOutcome.value;
    if (want && !row.cells.some(function (c) { return cellMatches(c, want); })) return false;
    if (fClause.value && row.group !== fClause.value) return false;
    if (fEdition.value && !inEdition(row, fEdition.value)) return false;
    if (fCard.value && row.cards.indexOf(fCard.value) < 0) return false;
    if (fStatus.value && row.status !== fStatus.value) return false;
    var rq = fRule.value.trim();
    if (rq && !ruleMatches(row, rq)) return false;
    if (fDiffer && fDiffer.checked && !differs(row)) return false;
    var q = fText.value.trim().toLowerCase();
    if (q && (row.id + ' ' + row.title + ' ' + row.file + ' ' + row.cards.join(' ')).toLowerCase().indexOf(q) < 0) return false;
    return true;
  }

  // Rows are made only when first shown, and at most PAGE more at a time: a report over every
  // edition has tens of thousands of results, and a page that builds them all at once takes
  // seconds to open. Filtering works on the data, not on the DOM.
  var PAGE = 500;
  var limit = PAGE;
  var nodes = [];
  var container = null;
  var makeNode = null;
  var more = el('button', 'more', '');
  more.type = 'button';
  more.id = 'show-more';
  more.addEventListener('click', function () { limit += PAGE; draw(); });
  var matched = [];
  function nodeAt(i) {
    if (!nodes[i]) nodes[i] = makeNode(data.rows[i]);
    return nodes[i];
  }
  function draw() {
    while (container.firstChild) container.removeChild(container.firstChild);
    var n = Math.min(limit, matched.length);
    for (var k = 0; k < n; k++) container.appendChild(nodeAt(matched[k]));
    shown.textContent = matched.length + ' of ' + data.rows.length + ' results match' + (n < matched.length ? ' · showing the first ' + n : '');
    more.hidden = n >= matched.length;
    more.textContent = 'Show ' + Math.min(PAGE, matched.length - n) + ' more';
  }
  function apply() {
    matched = [];
    for (var i = 0; i < data.rows.length; i++) if (matches(data.rows[i])) matched.push(i);
    limit = PAGE;
    draw();
    saveState();
  }
  // A filter the reader changes that hides the open result takes it out of the URL too.
  function changed() {
    apply();
    if (openKey && matched.indexOf(findRow(openKey)) < 0) { openKey = ''; saveState(); }
  }
  [fOutcome, fClause, fEdition, fCard, fStatus, fDiffer].forEach(function (f) { if (f) f.addEventListener('change', changed); });
  fText.addEventListener('input', changed);
  fRule.addEventListener('input', changed);
  window.addEventListener('hashchange', function () {
    if (!isState(location.hash)) return;
    loadState(); apply(); reveal();
  });

  // ---- one result by URL ------------------------------------------------------------------------
  function detailsOf(node) { return node.tagName === 'DETAILS' ? node : node.querySelector('details'); }
  // Opening a result puts it in the fragment; closing it takes it out.
  function track(d, row) {
    d.addEventListener('toggle', function () {
      var key = rowKey(row);
      if (d.open) openKey = key; else if (openKey === key) openKey = '';
      saveState();
    });
  }
  function findRow(key) {
    var at = key.lastIndexOf('@');
    var id = decodeURIComponent(at < 0 ? key : key.slice(0, at));
    var ed = at < 0 ? '' : decodeURIComponent(key.slice(at + 1));
    for (var i = 0; i < data.rows.length; i++) {
      var row = data.rows[i];
      if (row.id === id && (!ed || inEdition(row, ed))) return i;
    }
    return -1;
  }
  // Opens the result the fragment names and scrolls to it: the filters are cleared if they hide it,
  // and the list is drawn far enough to hold it. Without a result, a filtered view scrolls to the list.
  function reveal() {
    if (!openKey) { if (isState(location.hash)) document.getElementById('all-results').scrollIntoView(); return; }
    var i = findRow(openKey);
    if (i < 0) return;
    var k = matched.indexOf(i);
    if (k < 0) {
      STATE.forEach(function (p) { p[1].value = ''; });
      if (fDiffer) fDiffer.checked = false;
      apply();
      k = matched.indexOf(i);
    }
    if (k >= limit) { limit = (Math.floor(k / PAGE) + 1) * PAGE; draw(); }
    var node = nodeAt(i);
    var d = detailsOf(node);
    if (!d.open) d.open = true;
    node.classList.add('target');
    node.scrollIntoView({ block: 'start' });
    saveState();
  }

  // ---- details of one result ----------------------------------------------------------------
  // The fixture as a scenario (the same sentences as phasing-cts explain), with each expectation
  // marked from the engine's failures when a cell is given.
  function scenarioBlock(row, cell) {
    var sc = data.scenarios[row.id];
    if (!sc) return null;
    var box = el('div', 'scenario');
    add(box, el('h4', null, 'Setup'));
    var setup = el('ul');
    // Sentences are indexes into data.lines, where each is kept once.
    sc.setup.forEach(function (l) { add(setup, el('li', null, data.lines[l])); });
    add(box, setup, el('h4', null, 'Actions'));
    var acts = el('ol');
    sc.actions.forEach(function (l) { add(acts, el('li', null, data.lines[l])); });
    add(box, acts, el('h4', null, 'Expected'));
    var judged = cell && (cell.outcome === 'pass' || cell.outcome === 'fail');
    sc.checkpoints.forEach(function (cp) {
      add(box, el('div', 'cp', cp.at === 'end' ? 'at the end' : 'at checkpoint "' + cp.at + '"'));
      var list = el('ul', 'expectations');
      cp.expectations.forEach(function (e) {
        // e: [index in the fixture's expect, sentence]
        var fails = (cell && cell.failures ? cell.failures : []).filter(function (f) { return f.index === e[0]; });
        var li = el('li', judged ? (fails.length ? 'x-fail' : 'x-ok') : null);
        add(li, (judged ? (fails.length ? '\u2717 ' : '\u2713 ') : '') + data.lines[e[1]]);
        fails.forEach(function (f) {
          add(li, el('div', 'muted', f.expected === undefined ? f.message : 'expected ' + f.expected + ', observed ' + f.actual));
        });
        add(list, li);
      });
      add(box, list);
    });
    return box;
  }
  function sourcesBlock(row) {
    var box = el('div', 'sources');
    add(box, el('h4', null, 'What the expectation comes from'));
    row.src.forEach(function (i) {
      var t = data.texts[i];
      var item = el('div', 'source');
      add(item, el('div', 'label', t.label));
      if (t.text) add(item, el('blockquote', null, t.text));
      if (t.example) add(item, el('blockquote', null, 'Example: ' + t.example));
      if (t.missing) add(item, el('div', 'muted', '(not in this version of the sources index)'));
      var url = safeUrl(t.url);
      if (url) { var a = el('a', null, url); a.href = url; a.rel = 'noopener noreferrer'; add(item, a); }
      add(box, item);
    });
    return box;
  }
  function cellBlock(cell) {
    var box = el('div', 'cell-detail');
    if (cell.baseline) add(box, el('p', null, 'Baseline: ' + cell.baseline));
    if (cell.missing) add(box, el('p', null, 'The engine lacks: ' + cell.missing));
    if (cell.failures && cell.failures.length) {
      var table = el('table', 'failures');
      var head = el('tr');
      ['expectation', 'where', 'expected', 'actual'].forEach(function (h) { add(head, el('th', null, h)); });
      add(table, head);
      cell.failures.forEach(function (f) {
        var tr = el('tr');
        add(tr, el('td', null, f.message), el('td', null, f.where));
        var exp = el('td'); add(exp, el('code', null, f.expected === undefined ? '' : f.expected));
        var act = el('td'); add(act, el('code', null, f.actual === undefined ? '' : f.actual));
        add(tr, exp, act);
        add(table, tr);
      });
      add(box, table);
    } else if (cell.message) {
      add(box, el('p', null, cell.message));
    }
    if (cell.stderr) { add(box, el('h4', null, 'Engine stderr (tail)')); add(box, el('pre', null, cell.stderr)); }
    return box;
  }
  function metaList(row, cell) {
    var dl = el('dl', 'meta');
    function item(k, v) { if (v) add(dl, el('dt', null, k), el('dd', null, v)); }
    item('fixture', row.file);
    item('status', row.status + (row.status === 'proposed' ? ' (not part of the score)' : ''));
    item('edition', row.editionText || row.edition);
    item('clause', row.group);
    item('cards', row.cards.join(', '));
    if (cell) item('time', cell.durationMs + ' ms');
    return dl;
  }

  // ---- single report --------------------------------------------------------------------------
  function renderSingle() {
    container = document.getElementById('results');
    container.parentNode.insertBefore(more, container.nextSibling);
    makeNode = function (row) {
      var cell = row.cells[0];
      var d = el('details', 'row result');
      d.setAttribute('data-outcome', cell ? cell.outcome : '');
      var s = el('summary');
      add(s, badge(cell), el('span', 'id', row.id), el('span', 'ed', '[' + (row.editionText || row.edition) + ']'), ' ', el('span', 'title', row.title));
      if (cell && cell.outcome !== 'pass' && cell.message) add(s, el('span', 'msg', cell.message));
      add(d, s);
      track(d, row);
      d.addEventListener('toggle', function () {
        if (!d.open || d.getAttribute('data-built')) return;
        d.setAttribute('data-built', '1');
        var body = el('div', 'detail');
        add(body, metaList(row, cell), cell ? cellBlock(cell) : null, scenarioBlock(row, cell), sourcesBlock(row));
        add(d, body);
      });
      return d;
    };
    renderMatrix();
  }

  function renderMatrix() {
    var pick = document.getElementById('m-edition');
    add(pick, option('', 'all editions'));
    data.editions.forEach(function (e) { add(pick, option(e, e)); });
    var table = document.getElementById('matrix');
    function draw() {
      while (table.firstChild) table.removeChild(table.firstChild);
      var ed = pick.value;
      var head = el('tr');
      add(head, el('th', null, 'clause'));
      data.outcomes.forEach(function (o) { add(head, el('th', 'num', o)); });
      add(head, el('th', 'num', 'total'));
      add(table, head);
      var byGroup = {};
      data.rows.forEach(function (row) {
        var c = row.cells[0];
        if (!c || (ed && !inEdition(row, ed))) return;
        var counts = byGroup[row.group] || (byGroup[row.group] = { total: 0 });
        var times = ed ? 1 : editionCount(row);
        counts[c.outcome] = (counts[c.outcome] || 0) + times;
        counts.total += times;
      });
      data.groups.forEach(function (g) {
        var counts = byGroup[g] || { total: 0 };
        var total = counts.total;
        if (!total) return;
        var tr = el('tr');
        add(tr, el('th', null, g));
        data.outcomes.forEach(function (o) {
          var n = counts[o] || 0;
          var td = el('td', 'num' + (n ? '' : ' zero'));
          if (n) {
            var b = el('button', null, String(n));
            b.type = 'button';
            b.title = 'show ' + o + ' results of ' + g;
            b.addEventListener('click', function () {
              fOutcome.value = o; fClause.value = g; fEdition.value = ed;
              apply();
              document.getElementById('results').scrollIntoView();
            });
            add(td, b);
          } else td.textContent = '0';
          add(tr, td);
        });
        add(tr, el('td', 'num', String(total)));
        add(table, tr);
      });
    }
    pick.addEventListener('change', draw);
    draw();
  }

  // ---- several reports ------------------------------------------------------------------------
  // Clause × engine: per clause, how many results each engine passed of those it ran, and in how many
  // rows engines that both ran a fixture disagree (untested is not a disagreement).
  function renderGrid() {
    var table = document.getElementById('grid');
    var head = el('tr');
    add(head, el('th', null, 'clause'));
    data.engines.forEach(function (e) { var th = el('th', 'num', e.label); th.title = e.engine; add(head, th); });
    add(head, el('th', 'num', 'rows where engines differ'));
    add(table, head);
    var by = {};
    data.rows.forEach(function (row) {
      var g = by[row.group] || (by[row.group] = { pass: data.engines.map(function () { return 0; }), ran: data.engines.map(function () { return 0; }), differ: 0 });
      row.cells.forEach(function (c, i) { if (ran(c)) { g.ran[i]++; if (c.outcome === 'pass') g.pass[i]++; } });
      if (differs(row)) g.differ++;
    });
    data.groups.forEach(function (name) {
      var g = by[name];
      if (!g) return;
      var tr = el('tr');
      add(tr, el('th', null, name));
      data.engines.forEach(function (e, i) { add(tr, el('td', 'num' + (g.ran[i] ? '' : ' zero'), g.ran[i] ? g.pass[i] + '/' + g.ran[i] : 'not run')); });
      var d = el('td', 'num' + (g.differ ? ' differ' : ' zero'));
      if (g.differ) {
        var b = el('button', null, String(g.differ));
        b.type = 'button';
        b.title = 'show the rows of ' + name + ' where engines differ';
        b.addEventListener('click', function () { fClause.value = name; fDiffer.checked = true; apply(); });
        add(d, b);
      } else d.textContent = '0';
      add(tr, d);
      add(table, tr);
    });
  }

  function renderCompare() {
    renderGrid();
    var table = document.getElementById('compare');
    var head = el('tr');
    add(head, el('th', null, 'fixture'), el('th', null, 'edition'), el('th', null, 'clause'));
    data.engines.forEach(function (e) { var th = el('th', null, e.label); th.title = e.engine; add(head, th); });
    add(table, add(el('thead'), head));
    container = el('tbody');
    add(table, container);
    table.parentNode.insertBefore(more, table.nextSibling);
    makeNode = function (row) {
      var tr = el('tr', 'row');
      var first = el('td');
      var d = el('details');
      add(d, add(el('summary'), el('span', 'id', row.id), ' ', el('span', 'title muted', row.title)));
      track(d, row);
      d.addEventListener('toggle', function () {
        if (!d.open || d.getAttribute('data-built')) return;
        d.setAttribute('data-built', '1');
        var body = el('div', 'detail');
        add(body, metaList(row, null));
        row.cells.forEach(function (cell, i) {
          add(body, add(el('h4'), data.engines[i].label + ' ', badge(cell)));
          if (cell) add(body, cellBlock(cell));
        });
        add(body, scenarioBlock(row, null), sourcesBlock(row));
        add(d, body);
      });
      add(first, d);
      add(tr, first, el('td', null, row.edition), el('td', null, row.group));
      row.cells.forEach(function (cell) {
        var td = el('td', 'cell');
        add(td, badge(cell));
        if (cell && cell.message) td.title = cell.message;
        add(tr, td);
      });
      return tr;
    };
  }

  if (single) renderSingle(); else renderCompare();
  loadState();
  apply();
  reveal();
  document.documentElement.setAttribute('data-ready', '1');
})();
`;
