#!/usr/bin/env bash
# Checks `canopy run APP --format html` in headless Chromium (D20): for every app, the page is
# loaded in a frame of a small harness whose script asks the browser where it drew each window
# and each line of text. A window must be drawn at its size times the page's scale, and every
# line of text must lie inside its window and be as wide as the D11 metric says (the picture
# asks the browser for that width with textLength). Screenshots are left in the output folder.
#
#   Scripts/check-html.sh [OUTPUT_DIR]      (needs `chromium`: apt-get install chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/canopy-html-check}"
mkdir -p "$out"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
    echo "check-html: no Chromium found (apt-get install chromium)" >&2
    exit 2
fi
swift build --product canopy >/dev/null
canopy="$(swift build --show-bin-path)/canopy"
apps=$("$canopy" list | sed -n '/^Apps/,$p' | tail -n +2 | awk '{print $1}')
failed=0
for app in $apps; do
    "$canopy" run "$app" --format html --steps "open" >"$out/$app.html" 2>/dev/null \
        || "$canopy" run "$app" --format html >"$out/$app.html"
    cat >"$out/$app.check.html" <<HTML
<!DOCTYPE html>
<html><body>
<iframe id="page" src="$app.html" width="2200" height="1600"></iframe>
<pre id="result">pending</pre>
<script>
document.getElementById('page').addEventListener('load', () => {
  const doc = document.getElementById('page').contentDocument;
  const problems = [];
  const svgs = [...doc.querySelectorAll('svg.window')];
  let texts = 0;
  for (const svg of svgs) {
    const width = +svg.getAttribute('width'), height = +svg.getAttribute('height');
    const shown = svg.getBoundingClientRect();
    const scale = shown.width / width;
    if (Math.abs(scale - 0.6) > 0.01) problems.push('window ' + width + 'x' + height + ' drawn at scale ' + scale.toFixed(3));
    if (Math.abs(shown.height - height * scale) > 1) problems.push('window ' + width + 'x' + height + ' drawn ' + shown.height + ' high');
    for (const text of svg.querySelectorAll('text')) {
      texts++;
      const box = text.getBBox();
      const expected = +text.getAttribute('textLength');
      if (Math.abs(box.width - expected) > 0.5) problems.push('"' + text.textContent + '" is ' + box.width.toFixed(2) + ' wide, not ' + expected);
      if (box.x < -0.5 || box.x + box.width > width + 0.5 || box.y < -0.5 || box.y + box.height > height + 0.5)
        problems.push('"' + text.textContent + '" at ' + [box.x, box.y, box.width, box.height].map(v => v.toFixed(1)) + ' is outside its ' + width + 'x' + height + ' window');
    }
  }
  if (svgs.length === 0) problems.push('no window pictures');
  document.getElementById('result').textContent =
    (problems.length ? 'FAIL ' + problems.join('; ') : 'OK') + ' (' + svgs.length + ' windows, ' + texts + ' lines of text)';
});
</script>
</body></html>
HTML
    result=$("$browser" --headless --no-sandbox --disable-gpu --allow-file-access-from-files \
        --virtual-time-budget=10000 --dump-dom "file://$out/$app.check.html" 2>/dev/null \
        | sed -n 's:.*<pre id="result">\(.*\)</pre>.*:\1:p')
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=2000,1100 \
        --screenshot="$out/$app.png" "file://$out/$app.html" >/dev/null 2>&1 || true
    echo "$app: ${result:-no result}"
    case "$result" in OK*) ;; *) failed=1 ;; esac
done
exit $failed
