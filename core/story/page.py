"""The replay page of a game: one self-contained HTML file (inline CSS, inline SVG,
a little plain JavaScript; no font, script, image or request from outside — a
Content-Security-Policy forbids any) for taking a game apart after its end.

It shows the table (every player, roles, side, when and how they left), a
timeline of the phases (one shown at a time, ◀ ▶ and the arrow keys; without
JavaScript all of them, one under another), for each night the graph of who
acted on whom (:func:`core.story.svg.night_svg`, the drawing Discord gets as
PNG), for each day the chart of the final votes and the votes in the order they
were cast, the result, and beside each picture the phase's public summary. A
player filter keeps only the moves a player made or was the target of, what
he was told privately and the votes he cast or drew.

Everything a player typed (names, answers, texts of cards) and every rendered
text goes through :func:`html.escape`: a name such as ``<img src=x
onerror=alert(1)>`` is shown as typed. Every label is in the game's catalog
(``story.page.*`` in ``core/story/locale/ru.ftl``).
"""

from __future__ import annotations

import math
import re
from html import escape
from typing import TYPE_CHECKING, Iterable

from core.model import PhaseKind
from core.story.svg import SMALLEST, colours, night_svg, votes_svg

if TYPE_CHECKING:
    from core.story import Chapter, Story


def _x(text: object) -> str:
    return escape(str(text), quote=True)


#: No text of a picture is shown smaller than this (px): a picture scales down to fit the
#: screen only so far, then scrolls inside its frame (or opens full-screen).
READABLE = 11.0


def _frame(story: "Story", svg: str) -> str:
    """An SVG document as an element of the page (HTML needs no namespace declaration), in a
    frame that scrolls sideways when the screen is narrower than the picture can shrink, with
    a button that opens it full-screen at its own size."""
    t = story.texts.render
    width = int(re.search(r'width="(\d+)"', svg).group(1))
    smallest = math.ceil(width * READABLE / SMALLEST)
    svg = svg.replace(' xmlns="http://www.w3.org/2000/svg"', "", 1)
    svg = svg.replace(">", f' style="min-width:{smallest}px;max-width:{width}px">', 1)
    return (f'<div class="frame" style="flex-basis:{width}px">'
            f'<button type="button" class="zoom" aria-expanded="false" data-open="{_x(t("story.page.zoom"))}" '
            f'data-close="{_x(t("story.page.unzoom"))}">{_x(t("story.page.zoom"))}</button>'
            f'<div class="picture">{svg}</div></div>')


def _seats(seats: Iterable[int | None]) -> str:
    return " ".join(str(s) for s in dict.fromkeys(seats) if s is not None)


STYLE = """
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;margin:0;color:#1a1a1a;background:#f6f6f4;font-size:15px}
header{background:#23272a;color:#fff;padding:14px 16px}
header h1{font-size:22px;margin:0 0 4px}
header p{margin:2px 0}
main{padding:12px 16px;max-width:1500px}
h1,h2,td,li,p,option{overflow-wrap:anywhere}
table{border-collapse:collapse;background:#fff;margin:6px 0 18px}
th,td{border:1px solid #ddd;padding:4px 9px;text-align:left;font-size:14px;vertical-align:top}
th{background:#ecebe6}
tr.won td:first-child{font-weight:bold}
tr.chosen td{background:#fff4c2}
.side{display:inline-block;width:11px;height:11px;border-radius:6px;margin-right:5px;border:1px solid #333;
 vertical-align:-1px}
#controls{position:sticky;top:0;background:#f6f6f4;padding:8px 0;z-index:2;border-bottom:1px solid #ddd;
 display:flex;flex-wrap:wrap;align-items:center;gap:6px 10px}
#controls select,#controls button{font:inherit;font-size:16px;min-height:44px;border:1px solid #888;
 border-radius:6px;background:#fff;color:#1a1a1a}
#controls select{max-width:100%;padding:0 6px}
.who{display:flex;align-items:center;gap:6px;max-width:100%}
.step{display:flex;align-items:center;gap:8px}
#prev,#next{min-width:48px;cursor:pointer}
#where{min-width:7em;text-align:center}
#timeline{display:flex;flex-wrap:wrap;gap:4px;flex-basis:100%}
#timeline button{padding:2px 10px;cursor:pointer;min-height:36px;font-size:15px}
#timeline button.vote{background:#fff6e6}
#timeline button.current{background:#23272a;color:#fff}
:focus-visible{outline:3px solid #0072b2;outline-offset:1px}
section.phase{background:#fff;border:1px solid #ddd;border-radius:6px;padding:10px 16px;margin:12px 0}
body.js section.phase{display:none}
body.js section.phase.current{display:block}
.pair{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
.frame{flex:0 1 auto;min-width:0;max-width:100%}
.picture{overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%}
.picture svg{display:block;width:100%;height:auto}
.zoom{display:none;font:inherit;font-size:14px;min-height:44px;padding:0 12px;margin-bottom:4px;border:1px solid #888;
 border-radius:6px;background:#fff;cursor:pointer}
body.js .zoom{display:inline-block}
.frame.full{position:fixed;inset:0;z-index:10;background:#fff;max-width:none;padding:8px;overflow:auto}
.frame.full .picture{overflow:visible;max-width:none}
.frame.full .picture svg{width:auto!important;max-width:none!important;min-width:0!important}
.summary{flex:1 1 300px;min-width:0}
.summary h3{font-size:15px;margin:10px 0 4px}
.summary ul,.summary ol{margin:0;padding-left:20px}
.summary li{margin:2px 0}
.summary li,.summary p{white-space:pre-line}
.filtered .off{display:none}
.filtered svg .off{display:none}
.filtered svg .dim{opacity:.25}
.private li{color:#5a3e8c}
.left li{color:#b31b1b}
@media (max-width:700px){
 header{padding:12px}
 header h1{font-size:19px}
 main{padding:8px 10px}
 section.phase{padding:8px 10px}
 #cast,#cast tbody,#cast tr,#cast td{display:block;width:auto}
 #cast thead{display:none}
 #cast tr{border:1px solid #ddd;border-radius:6px;margin:0 0 8px;background:#fff;padding:4px 0}
 #cast td{display:inline-block;border:0;padding:1px 0 1px 10px}
 #cast td::before{content:attr(data-label) ": ";color:#666}
 #cast td:first-child::before{content:none}
 #cast td:first-child{display:block;font-size:16px}
 .who{flex-basis:100%}
 .who select{flex:1;min-width:0}
 #timeline{flex-wrap:nowrap;overflow-x:auto;padding-bottom:4px;-webkit-overflow-scrolling:touch}
 #timeline button{flex:0 0 auto;min-height:44px;font-size:16px}
}
"""

SCRIPT = """
(function(){
var body=document.body;body.classList.add('js');
var phases=[].slice.call(document.querySelectorAll('section.phase'));
var buttons=[].slice.call(document.querySelectorAll('#timeline button'));
var current=0;
function show(i){if(i<0||i>=phases.length)return;current=i;
 phases.forEach(function(p,j){p.classList.toggle('current',j===i);});
 buttons.forEach(function(b,j){b.classList.toggle('current',j===i);
  if(j===i)b.setAttribute('aria-current','step');else b.removeAttribute('aria-current');});
 var nav=document.getElementById('timeline'),b=buttons[i];
 if(nav.scrollWidth>nav.clientWidth)nav.scrollLeft=b.offsetLeft-nav.offsetLeft-(nav.clientWidth-b.offsetWidth)/2;
 document.getElementById('where').textContent=phases[i].getAttribute('data-title');}
buttons.forEach(function(b,j){b.addEventListener('click',function(){show(j);});});
document.getElementById('prev').addEventListener('click',function(){show(current-1);});
document.getElementById('next').addEventListener('click',function(){show(current+1);});
function zoom(frame,on){frame.classList.toggle('full',on);body.style.overflow=on?'hidden':'';
 var b=frame.querySelector('.zoom');b.textContent=b.getAttribute(on?'data-close':'data-open');
 b.setAttribute('aria-expanded',on?'true':'false');if(on)b.focus();}
document.querySelectorAll('.frame').forEach(function(f){
 f.querySelector('.zoom').addEventListener('click',function(){zoom(f,!f.classList.contains('full'));});});
document.addEventListener('keydown',function(e){
 var open=document.querySelector('.frame.full');
 if(e.key==='Escape'&&open){zoom(open,false);return;}
 if(open||e.target.tagName==='SELECT')return;
 if(e.key==='ArrowLeft')show(current-1);if(e.key==='ArrowRight')show(current+1);});
function has(el,attr,seat){var v=el.getAttribute(attr);return v!==null&&(' '+v+' ').indexOf(' '+seat+' ')>=0;}
function filter(seat){body.classList.toggle('filtered',seat!=='');
 document.querySelectorAll('[data-seats]').forEach(function(el){
  el.classList.toggle('off',seat!==''&&!has(el,'data-seats',seat));});
 document.querySelectorAll('svg .edge').forEach(function(el){
  el.classList.toggle('off',seat!==''&&!has(el,'data-from',seat)&&!has(el,'data-to',seat));});
 document.querySelectorAll('svg.night').forEach(function(svg){
  var near={};near[seat]=1;
  svg.querySelectorAll('.edge').forEach(function(e){if(!e.classList.contains('off')){
   near[e.getAttribute('data-from')]=1;near[e.getAttribute('data-to')]=1;}});
  svg.querySelectorAll('.node').forEach(function(n){
   n.classList.toggle('dim',seat!==''&&!near[n.getAttribute('data-seat')]);});});
 document.querySelectorAll('.group').forEach(function(g){
  g.classList.toggle('off',seat!==''&&g.querySelectorAll('li:not(.off)').length===0);});
 document.querySelectorAll('#cast tbody tr').forEach(function(tr){
  tr.classList.toggle('chosen',tr.getAttribute('data-seat')===seat);});}
var who=document.getElementById('who');
who.addEventListener('change',function(){filter(who.value);});
filter(who.value);show(0);
})();
"""

CSP = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; "
       "font-src 'none'; connect-src 'none'; form-action 'none'; base-uri 'none'")


def render(story: "Story") -> str:
    """The replay page of the story, as one HTML document."""
    t = story.texts.render
    title = t("story.title", {"game": story.game_id if story.game_id is not None else "—", "variant": story.title})
    palette = colours(story)
    out = ["<!DOCTYPE html>", '<html lang="ru"><head><meta charset="utf-8">',
           f'<meta http-equiv="Content-Security-Policy" content="{CSP}">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{_x(title)}</title><style>{STYLE}</style></head><body>",
           f"<header><h1>{_x(title)}</h1>"]
    if story.over:
        winners = ", ".join(story.name(s) for s in story.winners) or t("story.nobody")
        out.append(f'<p id="winner">{_x(t("story.winner", {"winner": story.winner or "—", "names": winners}))}</p>')
    else:
        out.append(f'<p id="winner">{_x(t("story.unfinished"))}</p>')
    out.append("</header><main>")
    out.extend(_cast(story, palette))
    out.extend(_controls(story))
    for i, chapter in enumerate(story.chapters):
        out.extend(_chapter(story, chapter, i))
    out.append(f"</main><script>{SCRIPT}</script></body></html>")
    return "\n".join(out)


def _left_when(story: "Story") -> dict[int, tuple[str, str]]:
    """Seat → (the phase it left the game in, the text key saying why: died, jailed, removed...)."""
    found: dict[int, tuple[str, str]] = {}
    for chapter in story.chapters:
        for seat in chapter.left:
            found.setdefault(seat, (story.phase_label(chapter.phase), story.left_key(chapter, seat, "story.page")))
    return found


def _cast(story: "Story", palette: dict[str, str]) -> list[str]:
    t = story.texts.render
    left = _left_when(story)
    columns = [t(f"story.page.column.{c}") for c in ("name", "role", "public", "side", "left")]
    out = [f"<h2>{_x(t('story.page.cast'))}</h2>", '<table id="cast"><thead><tr>',
           "".join(f"<th>{_x(c)}</th>" for c in columns), "</tr></thead><tbody>"]
    label = [f' data-label="{_x(c)}"' for c in columns]  # a narrow screen shows each row as a card
    for c in story.cast:
        role = c.role if c.first_role is None else t("story.role_changed", {"first": c.first_role, "last": c.role})
        name = c.name + (t("story.former_names", {"names": ", ".join(c.former_names)}) if c.former_names else "")
        if c.seat in left:
            phase, key = left[c.seat]
            how = t(key, {"phase": phase, "name": story.name(c.seat)})
        else:
            how = t("story.page.stayed")
        won = " won" if c.seat in story.winners else ""
        out.append(f'<tr class="player{won}" data-seat="{c.seat}"><td{label[0]}>{_x(name)}</td>'
                   f"<td{label[1]}>{_x(role)}</td><td{label[2]}>{_x(c.public or '—')}</td>"
                   f'<td{label[3]}><span class="side" style="background:{palette[c.side]}"></span>{_x(c.side)}</td>'
                   f"<td{label[4]}>{_x(how)}</td></tr>")
    out.append("</tbody></table>")
    return out


def _controls(story: "Story") -> list[str]:
    t = story.texts.render
    out = ['<div id="controls">', f'<div class="who"><label for="who">{_x(t("story.page.filter"))}</label> '
           '<select id="who">', f'<option value="">{_x(t("story.page.everyone"))}</option>']
    out.extend(f'<option value="{c.seat}">{_x(c.name)}</option>' for c in story.cast)
    out.append("</select></div>")
    prev, next_ = _x(t("story.page.prev")), _x(t("story.page.next"))
    out.append(f'<div class="step"><button id="prev" type="button" title="{prev}" aria-label="{prev}">◀</button>'
               f'<strong id="where" aria-live="polite"></strong>'
               f'<button id="next" type="button" title="{next_}" aria-label="{next_}">▶</button></div>')
    out.append(f'<nav id="timeline" aria-label="{_x(t("story.page.phases"))}">')
    for i, chapter in enumerate(story.chapters):
        kind = "vote" if chapter.vote else "night"
        out.append(f'<button type="button" class="{kind}" data-go="{i}">{_x(story.phase_label(chapter.phase))}'
                   "</button>")
    out.append("</nav></div>")
    return out


def _chapter(story: "Story", chapter: "Chapter", index: int) -> list[str]:
    t = story.texts.render
    name = story.phase_label(chapter.phase)
    out = [f'<section class="phase" id="phase-{index}" data-index="{index}" data-kind="{_x(chapter.phase.kind)}" '
           f'data-title="{_x(name)}">', f"<h2>{_x(name)}</h2>", '<div class="pair">']
    if chapter.vote:
        out.append(_frame(story, votes_svg(story, chapter)))
    elif chapter.phase.kind != PhaseKind.SETUP:
        out.append(_frame(story, night_svg(story, chapter, title=False, uid=f"arrow-{index}")))
    out.append('<div class="summary">')
    public = [e for e in chapter.events if e.public]
    out.append(f"<h3>{_x(t('story.public'))}</h3>")
    if public:
        out.append('<ul class="public">' + "".join(f"<li>{_x(line)}</li>" for line in story.texts.grouped(public))
                   + "</ul>")
    else:
        out.append(f"<p>{_x(t('story.page.nothing_public'))}</p>")
    if chapter.unresolved:
        out.append(f"<p>{_x(t('story.unresolved'))}</p>")
    if chapter.moves:
        out.append(f"<div class=\"group\"><h3>{_x(t('story.moves'))}</h3><ul class=\"moves\">")
        for move in chapter.moves:
            line = story.move_text(move, chapter).lstrip("• ")
            out.append(f'<li data-seats="{_seats([move.action.actor, *move.action.targets])}">{_x(line)}</li>')
        out.append("</ul></div>")
    elif not chapter.vote and chapter.phase.kind != PhaseKind.SETUP:
        out.append(f"<p>{_x(t('story.no_moves'))}</p>")
    if chapter.vote:
        if chapter.ballots:
            out.append(f"<div class=\"group\"><h3>{_x(t('story.page.ballots'))}</h3><ol class=\"ballots\">")
            voted: set[int] = set()
            for voter, target, withdrawn in chapter.ballots:
                who = story.name(voter, chapter)
                if withdrawn:
                    text = t("story.page.unvote", {"voter": who})
                else:
                    whom = story.name(target, chapter) if target is not None else t("story.page.peace")
                    key = "story.page.revote" if voter in voted else "story.page.vote"
                    text = t(key, {"voter": who, "target": whom})
                    voted.add(voter)
                out.append(f'<li data-seats="{_seats([voter, target])}">{_x(text)}</li>')
            out.append("</ol></div>")
        else:
            out.append(f"<p>{_x(t('story.no_votes'))}</p>")
    for seat, answer in chapter.answers:
        out.append(f'<p data-seats="{seat}">'
                   f'{_x(t("story.answer", {"name": story.name(seat, chapter), "answer": answer}))}</p>')
    for seat, old, new in chapter.replaced:
        out.append(f'<p data-seats="{seat}">'
                   f'{_x(t("story.replaced", {"old": story.genders.get(old, old), "new": new}))}</p>')
    # (a removal's reason stays the host's: the page is public, like the story)
    private = [e for e in chapter.events if not e.public]
    if private:
        out.append(f"<div class=\"group\"><h3>{_x(t('story.private'))}</h3><ul class=\"private\">")
        for e in private:
            names = ", ".join(story.name(s, chapter) for s in (e.to or ())) or t("story.nobody")
            out.append(f'<li data-seats="{_seats(e.to or ())}">'
                       f'{_x(t("story.page.told", {"names": names, "text": story.texts.event(e)}))}</li>')
        out.append("</ul></div>")
    if chapter.left:
        out.append('<ul class="left">')
        for seat in chapter.left:
            key = story.left_key(chapter, seat)
            out.append(f'<li data-seats="{seat}">'
                       f'{_x(t(key, {"name": story.name(seat, chapter), "role": story.cast[seat].role}))}</li>')
        out.append("</ul>")
    out.append("</div></div></section>")
    return out


__all__ = ["render"]
