/**
 * Hostile HTML for html-text's sanitizing (issue 8 item 9: both engines, the same inputs). Each payload, if it
 * ever ran, would call `window.__xss(<its index>)`; `X` below is replaced by that call. Sources: the classic
 * filter-evasion vectors (OWASP XSS cheat sheet), mutation XSS through foreign content and raw-text elements
 * (DOMPurify's own test vectors), and URL schemes however spelled.
 */
const RAW: string[] = [
  // script elements
  '<script>X</script>',
  '<SCRIPT>X</SCRIPT>',
  '<scr<script>ipt>X</scr</script>ipt>',
  '<script src="data:text/javascript,X"></script>',
  '<svg><script>X</script></svg>',
  '<svg><script href="data:text/javascript,X"/></svg>',
  '<math><script>X</script></math>',
  // event handlers, however spelled
  '<img src=x onerror="X">',
  '<IMG SRC=x OnErRoR="X">',
  '<img src=x\nonerror="X">',
  '<img/src=x/onerror="X">',
  '<img src=x onerror=`X`>',
  '<svg onload="X">',
  '<svg><g onload="X"></g></svg>',
  '<body onload="X">',
  '<details open ontoggle="X"><summary>s</summary></details>',
  '<video src=x onerror="X"></video>',
  '<audio src=x onerror="X"></audio>',
  '<video><source onerror="X"></video>',
  '<input autofocus onfocus="X">',
  '<select autofocus onfocus="X"></select>',
  '<textarea autofocus onfocus="X"></textarea>',
  '<button autofocus onfocus="X">b</button>',
  '<marquee onstart="X">m</marquee>',
  '<div onmouseover="X" style="position:fixed;inset:0">hover</div>',
  '<p onclick="X">click</p>',
  '<svg><animate onbegin="X" attributeName="x" dur="1s"/></svg>',
  '<svg><set onbegin="X" attributeName="x" to="1"/></svg>',
  '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onload="X">',
  '<object data="data:," onerror="X"></object>',
  '<style>@keyframes k{}</style><p style="animation-name:k" onanimationstart="X">a</p>',
  '<frameset onload="X"></frameset>',
  '<image src=x onerror="X">',
  '<svg><image href="x" onerror="X"/></svg>',
  '<form><button formaction="javascript:X">f</button></form>',
  // javascript:, vbscript: and data: URLs, however spelled
  '<a href="javascript:X">a</a>',
  '<a href="JaVaScRiPt:X">a</a>',
  '<a href=" javascript:X">a</a>',
  '<a href="\u0001javascript:X">a</a>',
  '<a href="java\tscript:X">a</a>',
  '<a href="java\nscript:X">a</a>',
  '<a href="&#106;avascript:X">a</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;X">a</a>',
  '<a href="javascript&colon;X">a</a>',
  '<a href="vbscript:X">a</a>',
  '<a href="data:text/html,<script>X</script>">a</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">a</a>',
  '<svg><a xlink:href="javascript:X"><text y="20">a</text></a></svg>',
  '<svg><a href="javascript:X"><text y="20">a</text></a></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:X">m</maction></math>',
  '<math href="javascript:X">m</math>',
  '<form action="javascript:X"><input type="submit"></form>',
  '<isindex action="javascript:X" type="image">',
  '<area href="javascript:X">',
  '<map><area href="javascript:X" shape="rect" coords="0,0,50,50"></map>',
  '<iframe src="javascript:X"></iframe>',
  '<iframe srcdoc="<script>parent.X</script>"></iframe>',
  '<object data="javascript:X"></object>',
  '<embed src="javascript:X">',
  '<base href="javascript:X//"><a href="x">a</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:X">',
  '<link rel="stylesheet" href="data:text/css,*{}">',
  '<svg><animate xlink:href="#l" attributeName="href" values="javascript:X"/><a id="l"><text y="20">a</text></a></svg>',
  '<svg><set attributeName="href" to="javascript:X"/><a><text y="20">a</text></a></svg>',
  '<div style="background:url(javascript:X)">s</div>',
  // mutation XSS: foreign content, raw-text elements, comments
  '<svg></p><style><a id="</style><img src=1 onerror=X>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=X>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=X src=1>">',
  '<noscript><p title="</noscript><img src=x onerror=X>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=X>',
  '<svg><style><img src=x onerror=X></style></svg>',
  '<template><img src=x onerror=X></template>',
  '<noembed><img title="</noembed><img src onerror=X>">',
  '<xmp><img title="</xmp><img src onerror=X>">',
  '<textarea><img title="</textarea><img src onerror=X>">',
  '<title><img title="</title><img src onerror=X>">',
  '<noframes><img title="</noframes><img src onerror=X>">',
  '<!--<img src=x onerror=X>-->',
  '<!-- --!><img src=x onerror=X> -->',
  '<svg><![CDATA[><img src=x onerror=X>]]></svg>',
  '<svg><foreignObject><img src=x onerror=X></foreignObject></svg>',
  '<math><annotation-xml encoding="text/html"><img src=x onerror=X></annotation-xml></math>',
  '<svg><desc><img src=x onerror=X></desc></svg>',
  '<table><td><img src=x onerror=X></td></table>',
  '<a title="&quot;><img src=x onerror=X>">a</a>',
  '<img src="x` `<script>X</script>"` `>',
  '<img """><script>X</script>">',
  '<div id="d"><style>#d{}</style><img src=x onerror=X></div>',
  // Schemes the URL gate refuses though a sanitizer keeps them (DOMPurify: ftp, sms; setHTML: vbscript, data).
  '<a href="sms:+491234X">sms</a><a href="ftp://example.org/X">ftp</a><a href="blob:X">blob</a>',
];

export interface HostilePayload {
  index: number;
  html: string;
}

export const HOSTILE_HTML: HostilePayload[] = RAW.map((raw, index) => ({
  index,
  html: raw.replace(/\bX\b/g, `__xss(${index})`),
}));

/** Benign HTML an editor writes, which both engines must keep (the policy in src/ui/html/sanitize.ts). */
export const BENIGN_HTML =
  '<h2 class="lead" id="intro">Welcome</h2><p>See <a href="https://example.org/p" target="_blank" rel="noopener">the programme</a>.</p>' +
  '<ul><li>one</li></ul><table><tr><th>a</th><td>b</td></tr></table><img src="/img/teaser.png" alt="Teaser" width="40">' +
  '<button type="button" data-share-filter="Cardiology">Cardiology</button><p data-filter-value="Cardiology">c</p>' +
  '<p data-filter-value="Oncology">o</p><details><summary>More</summary>text</details><style>p{color:red}</style>';
