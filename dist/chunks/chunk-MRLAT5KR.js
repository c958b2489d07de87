import { createRequire as __benchdeltaCreateRequire } from 'node:module'; const require = __benchdeltaCreateRequire(import.meta.url);
import {
  Footnotes,
  METRIC_HEADER,
  PHASE_HEADER,
  TIME_STEPS,
  VERDICT_LABEL,
  binLabel,
  byMetric,
  centerNote,
  crossoverSentence,
  deltaText,
  expectedFlaggedCell,
  formatMeasure,
  intervalText,
  matchSentence,
  methodSentence,
  metricLegend,
  metricRows,
  metricTitle,
  pText,
  phaseHeadline,
  phaseLegend,
  phaseRows,
  rowOrder,
  runCountsText,
  samplesText,
  shownCrossovers,
  shownDeltaPct,
  sideText,
  signedPct,
  verdictDetail,
  warningLine
} from "./chunk-M3ZKOPOP.js";
import {
  reportVerdict
} from "./chunk-R5266537.js";
import {
  formatCount,
  formatMs,
  formatP,
  formatPctWithCi,
  formatShift,
  formatSignedMs,
  formatSignedPct
} from "./chunk-NWD4RZ6G.js";
import {
  groupThousands
} from "./chunk-XYX75D5V.js";
import {
  pairedQuantileRatioIntervals,
  quantileProbes,
  quantilesAtProbes
} from "./chunk-AYAK7F6Z.js";
import {
  microVerdictNames
} from "./chunk-NLVAO74K.js";
import {
  normalCdf
} from "./chunk-YPIYRYS5.js";

// src/report/html/page.ts
import { createHash } from "node:crypto";

// src/report/html/assets.ts
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// src/report/html/bundled-assets.ts
var BUNDLED_ASSETS = { "uplotJs": '/*! https://github.com/leeoniya/uPlot (v1.6.32) */\nvar uPlot=function(){"use strict";const l="u-off",e="u-label",t="width",n="height",i="top",o="bottom",s="left",r="right",u="#000",a=u+"0",f="mousemove",c="mousedown",h="mouseup",d="mouseenter",p="mouseleave",m="dblclick",g="change",x="dppxchange",w="--",_="undefined"!=typeof window,b=_?document:null,v=_?window:null,k=_?navigator:null;let y,M;function S(l,e){if(null!=e){let t=l.classList;!t.contains(e)&&t.add(e)}}function T(l,e){let t=l.classList;t.contains(e)&&t.remove(e)}function E(l,e,t){l.style[e]=t+"px"}function z(l,e,t,n){let i=b.createElement(l);return null!=e&&S(i,e),null!=t&&t.insertBefore(i,n),i}function D(l,e){return z("div",l,e)}const P=new WeakMap;function A(e,t,n,i,o){let s="translate("+t+"px,"+n+"px)";s!=P.get(e)&&(e.style.transform=s,P.set(e,s),0>t||0>n||t>i||n>o?S(e,l):T(e,l))}const W=new WeakMap;function Y(l,e,t){let n=e+t;n!=W.get(l)&&(W.set(l,n),l.style.background=e,l.style.borderColor=t)}const C=new WeakMap;function H(l,e,t,n){let i=e+""+t;i!=C.get(l)&&(C.set(l,i),l.style.height=t+"px",l.style.width=e+"px",l.style.marginLeft=n?-e/2+"px":0,l.style.marginTop=n?-t/2+"px":0)}const F={passive:!0},R={...F,capture:!0};function G(l,e,t,n){e.addEventListener(l,t,n?R:F)}function I(l,e,t){e.removeEventListener(l,t,F)}function L(l,e,t,n){let i;t=t||0;let o=2147483647>=(n=n||e.length-1);for(;n-t>1;)i=o?t+n>>1:sl((t+n)/2),l>e[i]?t=i:n=i;return l-e[t]>e[n]-l?n:t}function O(l){return(e,t,n)=>{let i=-1,o=-1;for(let o=t;n>=o;o++)if(l(e[o])){i=o;break}for(let i=n;i>=t;i--)if(l(e[i])){o=i;break}return[i,o]}}_&&function l(){let e=devicePixelRatio;y!=e&&(y=e,M&&I(g,M,l),M=matchMedia(`(min-resolution: ${y-.001}dppx) and (max-resolution: ${y+.001}dppx)`),G(g,M,l),v.dispatchEvent(new CustomEvent(x)))}();const N=l=>null!=l,j=l=>null!=l&&l>0,U=O(N),V=O(j);function B(l,e,t,n){let i=hl(l),o=hl(e);l==e&&(-1==i?(l*=t,e/=t):(l/=t,e*=t));let s=10==t?dl:pl,r=1==o?ul:sl,u=(1==i?sl:ul)(s(ol(l))),a=r(s(ol(e))),f=cl(t,u),c=cl(t,a);return 10==t&&(0>u&&(f=Al(f,-u)),0>a&&(c=Al(c,-a))),n||2==t?(l=f*i,e=c*o):(l=Pl(l,f),e=Dl(e,c)),[l,e]}function $(l,e,t,n){let i=B(l,e,t,n);return 0==l&&(i[0]=0),0==e&&(i[1]=0),i}const J=.1,q={mode:3,pad:J},K={pad:0,soft:null,mode:0},X={min:K,max:K};function Z(l,e,t,n){return Ol(t)?ll(l,e,t):(K.pad=t,K.soft=n?0:null,K.mode=n?3:0,ll(l,e,X))}function Q(l,e){return null==l?e:l}function ll(l,e,t){let n=t.min,i=t.max,o=Q(n.pad,0),s=Q(i.pad,0),r=Q(n.hard,-gl),u=Q(i.hard,gl),a=Q(n.soft,gl),f=Q(i.soft,-gl),c=Q(n.mode,0),h=Q(i.mode,0),d=e-l,p=dl(d),m=fl(ol(l),ol(e)),g=dl(m),x=ol(g-p);(1e-24>d||x>10)&&(d=0,0!=l&&0!=e||(d=1e-24,2==c&&a!=gl&&(o=0),2==h&&f!=-gl&&(s=0)));let w=d||m||1e3,_=dl(w),b=cl(10,sl(_)),v=Al(Pl(l-w*(0==d?0==l?.1:1:o),b/10),24),k=a>l||1!=c&&(3!=c||v>a)&&(2!=c||a>v)?gl:a,y=fl(r,k>v&&l>=k?k:al(k,v)),M=Al(Dl(e+w*(0==d?0==e?.1:1:s),b/10),24),S=e>f||1!=h&&(3!=h||f>M)&&(2!=h||M>f)?-gl:f,T=al(u,M>S&&S>=e?S:fl(S,M));return y==T&&0==y&&(T=100),[y,T]}const el=new Intl.NumberFormat(_?k.language:"en-US"),tl=l=>el.format(l),nl=Math,il=nl.PI,ol=nl.abs,sl=nl.floor,rl=nl.round,ul=nl.ceil,al=nl.min,fl=nl.max,cl=nl.pow,hl=nl.sign,dl=nl.log10,pl=nl.log2,ml=(l,e=1)=>nl.asinh(l/e),gl=1/0;function xl(l){return 1+(0|dl((l^l>>31)-(l>>31)))}function wl(l,e,t){return al(fl(l,e),t)}function _l(l){return"function"==typeof l}function bl(l){return _l(l)?l:()=>l}const vl=l=>l,kl=(l,e)=>e,yl=()=>null,Ml=()=>!0,Sl=(l,e)=>l==e,Tl=/\\.\\d*?(?=9{6,}|0{6,})/gm,El=l=>{if(Il(l)||Wl.has(l))return l;const e=""+l,t=e.match(Tl);if(null==t)return l;let n=t[0].length-1;if(-1!=e.indexOf("e-")){let[l,t]=e.split("e");return+`${El(l)}e${t}`}return Al(l,n)};function zl(l,e){return El(Al(El(l/e))*e)}function Dl(l,e){return El(ul(El(l/e))*e)}function Pl(l,e){return El(sl(El(l/e))*e)}function Al(l,e=0){if(Il(l))return l;let t=10**e;return rl(l*t*(1+Number.EPSILON))/t}const Wl=new Map;function Yl(l){return((""+l).split(".")[1]||"").length}function Cl(l,e,t,n){let i=[],o=n.map(Yl);for(let s=e;t>s;s++){let e=ol(s),t=Al(cl(l,s),e);for(let r=0;n.length>r;r++){let u=10==l?+`${n[r]}e${s}`:n[r]*t,a=(0>s?e:0)+(o[r]>s?o[r]:0),f=10==l?u:Al(u,a);i.push(f),Wl.set(f,a)}}return i}const Hl={},Fl=[],Rl=[null,null],Gl=Array.isArray,Il=Number.isInteger;function Ll(l){return"string"==typeof l}function Ol(l){let e=!1;if(null!=l){let t=l.constructor;e=null==t||t==Object}return e}function Nl(l){return null!=l&&"object"==typeof l}const jl=Object.getPrototypeOf(Uint8Array),Ul="__proto__";function Vl(l,e=Ol){let t;if(Gl(l)){let n=l.find((l=>null!=l));if(Gl(n)||e(n)){t=Array(l.length);for(let n=0;l.length>n;n++)t[n]=Vl(l[n],e)}else t=l.slice()}else if(l instanceof jl)t=l.slice();else if(e(l)){t={};for(let n in l)n!=Ul&&(t[n]=Vl(l[n],e))}else t=l;return t}function Bl(l){let e=arguments;for(let t=1;e.length>t;t++){let n=e[t];for(let e in n)e!=Ul&&(Ol(l[e])?Bl(l[e],Vl(n[e])):l[e]=Vl(n[e]))}return l}function $l(l,e,t){for(let n,i=0,o=-1;e.length>i;i++){let s=e[i];if(s>o){for(n=s-1;n>=0&&null==l[n];)l[n--]=null;for(n=s+1;t>n&&null==l[n];)l[o=n++]=null}}}const Jl="undefined"==typeof queueMicrotask?l=>Promise.resolve().then(l):queueMicrotask,ql=["January","February","March","April","May","June","July","August","September","October","November","December"],Kl=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function Xl(l){return l.slice(0,3)}const Zl=Kl.map(Xl),Ql=ql.map(Xl),le={MMMM:ql,MMM:Ql,WWWW:Kl,WWW:Zl};function ee(l){return(10>l?"0":"")+l}const te={YYYY:l=>l.getFullYear(),YY:l=>(l.getFullYear()+"").slice(2),MMMM:(l,e)=>e.MMMM[l.getMonth()],MMM:(l,e)=>e.MMM[l.getMonth()],MM:l=>ee(l.getMonth()+1),M:l=>l.getMonth()+1,DD:l=>ee(l.getDate()),D:l=>l.getDate(),WWWW:(l,e)=>e.WWWW[l.getDay()],WWW:(l,e)=>e.WWW[l.getDay()],HH:l=>ee(l.getHours()),H:l=>l.getHours(),h:l=>{let e=l.getHours();return 0==e?12:e>12?e-12:e},AA:l=>12>l.getHours()?"AM":"PM",aa:l=>12>l.getHours()?"am":"pm",a:l=>12>l.getHours()?"a":"p",mm:l=>ee(l.getMinutes()),m:l=>l.getMinutes(),ss:l=>ee(l.getSeconds()),s:l=>l.getSeconds(),fff:l=>function(l){return(10>l?"00":100>l?"0":"")+l}(l.getMilliseconds())};function ne(l,e){e=e||le;let t,n=[],i=/\\{([a-z]+)\\}|[^{]+/gi;for(;t=i.exec(l);)n.push("{"==t[0][0]?te[t[1]]:t[0]);return l=>{let t="";for(let i=0;n.length>i;i++)t+="string"==typeof n[i]?n[i]:n[i](l,e);return t}}const ie=(new Intl.DateTimeFormat).resolvedOptions().timeZone,oe=l=>l%1==0,se=[1,2,2.5,5],re=Cl(10,-32,0,se),ue=Cl(10,0,32,se),ae=ue.filter(oe),fe=re.concat(ue),ce="{YYYY}",he="\\n"+ce,de="{M}/{D}",pe="\\n"+de,me=pe+"/{YY}",ge="{aa}",xe="{h}:{mm}"+ge,we="\\n"+xe,_e=":{ss}",be=null;function ve(l){let e=1e3*l,t=60*e,n=60*t,i=24*n,o=30*i,s=365*i;return[(1==l?Cl(10,0,3,se).filter(oe):Cl(10,-3,0,se)).concat([e,5*e,10*e,15*e,30*e,t,5*t,10*t,15*t,30*t,n,2*n,3*n,4*n,6*n,8*n,12*n,i,2*i,3*i,4*i,5*i,6*i,7*i,8*i,9*i,10*i,15*i,o,2*o,3*o,4*o,6*o,s,2*s,5*s,10*s,25*s,50*s,100*s]),[[s,ce,be,be,be,be,be,be,1],[28*i,"{MMM}",he,be,be,be,be,be,1],[i,de,he,be,be,be,be,be,1],[n,"{h}"+ge,me,be,pe,be,be,be,1],[t,xe,me,be,pe,be,be,be,1],[e,_e,me+" "+xe,be,pe+" "+xe,be,we,be,1],[l,_e+".{fff}",me+" "+xe,be,pe+" "+xe,be,we,be,1]],function(e){return(r,u,a,f,c,h)=>{let d=[],p=c>=s,m=c>=o&&s>c,g=e(a),x=Al(g*l,3),w=Pe(g.getFullYear(),p?0:g.getMonth(),m||p?1:g.getDate()),_=Al(w*l,3);if(m||p){let t=m?c/o:0,n=p?c/s:0,i=x==_?x:Al(Pe(w.getFullYear()+n,w.getMonth()+t,1)*l,3),r=new Date(rl(i/l)),u=r.getFullYear(),a=r.getMonth();for(let o=0;f>=i;o++){let s=Pe(u+n*o,a+t*o,1),r=s-e(Al(s*l,3));i=Al((+s+r)*l,3),i>f||d.push(i)}}else{let o=i>c?c:i,s=_+(sl(a)-sl(x))+Dl(x-_,o);d.push(s);let p=e(s),m=p.getHours()+p.getMinutes()/t+p.getSeconds()/n,g=c/n,w=h/r.axes[u]._space;for(;s=Al(s+c,1==l?0:3),f>=s;)if(g>1){let l=sl(Al(m+g,6))%24,t=e(s).getHours()-l;t>1&&(t=-1),s-=t*n,m=(m+g)%24,.7>Al((s-d[d.length-1])/c,3)*w||d.push(s)}else d.push(s)}return d}}]}const[ke,ye,Me]=ve(1),[Se,Te,Ee]=ve(.001);function ze(l,e){return l.map((l=>l.map(((t,n)=>0==n||8==n||null==t?t:e(1==n||0==l[8]?t:l[1]+t)))))}function De(l,e){return(t,n,i,o,s)=>{let r,u,a,f,c,h,d=e.find((l=>s>=l[0]))||e[e.length-1];return n.map((e=>{let t=l(e),n=t.getFullYear(),i=t.getMonth(),o=t.getDate(),s=t.getHours(),p=t.getMinutes(),m=t.getSeconds(),g=n!=r&&d[2]||i!=u&&d[3]||o!=a&&d[4]||s!=f&&d[5]||p!=c&&d[6]||m!=h&&d[7]||d[1];return r=n,u=i,a=o,f=s,c=p,h=m,g(t)}))}}function Pe(l,e,t){return new Date(l,e,t)}function Ae(l,e){return e(l)}function We(l,e){return(t,n,i,o)=>null==o?w:e(l(n))}Cl(2,-53,53,[1]);const Ye={show:!0,live:!0,isolate:!1,mount:()=>{},markers:{show:!0,width:2,stroke:function(l,e){let t=l.series[e];return t.width?t.stroke(l,e):t.points.width?t.points.stroke(l,e):null},fill:function(l,e){return l.series[e].fill(l,e)},dash:"solid"},idx:null,idxs:null,values:[]},Ce=[0,0];function He(l,e,t,n=!0){return l=>{0==l.button&&(!n||l.target==e)&&t(l)}}function Fe(l,e,t,n=!0){return l=>{(!n||l.target==e)&&t(l)}}const Re={show:!0,x:!0,y:!0,lock:!1,move:function(l,e,t){return Ce[0]=e,Ce[1]=t,Ce},points:{one:!1,show:function(l,e){let i=l.cursor.points,o=D(),s=i.size(l,e);E(o,t,s),E(o,n,s);let r=s/-2;E(o,"marginLeft",r),E(o,"marginTop",r);let u=i.width(l,e,s);return u&&E(o,"borderWidth",u),o},size:function(l,e){return l.series[e].points.size},width:0,stroke:function(l,e){let t=l.series[e].points;return t._stroke||t._fill},fill:function(l,e){let t=l.series[e].points;return t._fill||t._stroke}},bind:{mousedown:He,mouseup:He,click:He,dblclick:He,mousemove:Fe,mouseleave:Fe,mouseenter:Fe},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(l,e)=>{e.stopPropagation(),e.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(l,e,t,n,i)=>n-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Ge={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Ie=Bl({},Ge,{filter:kl}),Le=Bl({},Ie,{size:10}),Oe=Bl({},Ge,{show:!1}),Ne=\'12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"\',je="bold "+Ne,Ue={show:!0,scale:"x",stroke:u,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:je,side:2,grid:Ie,ticks:Le,border:Oe,font:Ne,lineGap:1.5,rotate:0},Ve={show:!0,scale:"x",auto:!1,sorted:1,min:gl,max:-gl,idxs:[]};function Be(l,e){return e.map((l=>null==l?"":tl(l)))}function $e(l,e,t,n,i,o,s){let r=[],u=Wl.get(i)||0;for(let l=t=s?t:Al(Dl(t,i),u);n>=l;l=Al(l+i,u))r.push(Object.is(l,-0)?0:l);return r}function Je(l,e,t,n,i){const o=[],s=l.scales[l.axes[e].scale].log,r=sl((10==s?dl:pl)(t));i=cl(s,r),10==s&&(i=fe[L(i,fe)]);let u=t,a=i*s;10==s&&(a=fe[L(a,fe)]);do{o.push(u),u+=i,10!=s||Wl.has(u)||(u=Al(u,Wl.get(i))),a>u||(a=(i=u)*s,10==s&&(a=fe[L(a,fe)]))}while(n>=u);return o}function qe(l,e,t,n,i){let o=l.scales[l.axes[e].scale].asinh,s=n>o?Je(l,e,fl(o,t),n,i):[o],r=0>n||t>0?[]:[0];return(-o>t?Je(l,e,fl(o,-n),-t,i):[o]).reverse().map((l=>-l)).concat(r,s)}const Ke=/./,Xe=/[12357]/,Ze=/[125]/,Qe=/1/,lt=(l,e,t,n)=>l.map(((l,i)=>4==e&&0==l||i%n==0&&t.test(l.toExponential()[0>l?1:0])?l:null));function et(l,e,t){let n=l.axes[t],i=n.scale,o=l.scales[i],s=l.valToPos,r=n._space,u=s(10,i),a=s(9,i)-u<r?s(7,i)-u<r?s(5,i)-u<r?Qe:Ze:Xe:Ke;if(a==Qe){let l=ol(s(1,i)-u);if(r>l)return lt(e.slice().reverse(),o.distr,a,ul(r/l)).reverse()}return lt(e,o.distr,a,1)}function tt(l,e,t){let n=l.axes[t],i=n.scale,o=n._space,s=l.valToPos,r=ol(s(1,i)-s(2,i));return o>r?lt(e.slice().reverse(),3,Ke,ul(o/r)).reverse():e}function nt(l,e,t,n){return null==n?w:null==e?"":tl(e)}const it={show:!0,scale:"y",stroke:u,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:je,side:3,grid:Ie,ticks:Le,border:Oe,font:Ne,lineGap:1.5,rotate:0},ot={scale:null,auto:!0,sorted:0,min:gl,max:-gl},st=(l,e,t,n,i)=>i,rt={show:!0,auto:!0,sorted:0,gaps:st,alpha:1,facets:[Bl({},ot,{scale:"x"}),Bl({},ot,{scale:"y"})]},ut={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:st,alpha:1,points:{show:function(l,e){let{scale:t,idxs:n}=l.series[0],i=l._data[0],o=l.valToPos(i[n[0]],t,!0),s=l.valToPos(i[n[1]],t,!0);return ol(s-o)/(l.series[e].points.space*y)>=n[1]-n[0]},filter:null},values:null,min:gl,max:-gl,idxs:[],path:null,clip:null};function at(l,e,t){return t/10}const ft={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},ct=Bl({},ft,{time:!1,ori:1}),ht={};function dt(l){let e=ht[l];return e||(e={key:l,plots:[],sub(l){e.plots.push(l)},unsub(l){e.plots=e.plots.filter((e=>e!=l))},pub(l,t,n,i,o,s,r){for(let u=0;e.plots.length>u;u++)e.plots[u]!=t&&e.plots[u].pub(l,t,n,i,o,s,r)}},null!=l&&(ht[l]=e)),e}function pt(l,e,t){const n=l.mode,i=l.series[e],o=2==n?l._data[e]:l._data,s=l.scales,r=l.bbox;let u=o[0],a=2==n?o[1]:o[e],f=2==n?s[i.facets[0].scale]:s[l.series[0].scale],c=2==n?s[i.facets[1].scale]:s[i.scale],h=r.left,d=r.top,p=r.width,m=r.height,g=l.valToPosH,x=l.valToPosV;return 0==f.ori?t(i,u,a,f,c,g,x,h,d,p,m,kt,Mt,Tt,zt,Pt):t(i,u,a,f,c,x,g,d,h,m,p,yt,St,Et,Dt,At)}function mt(l,e){let t=0,n=0,i=Q(l.bands,Fl);for(let l=0;i.length>l;l++){let o=i[l];o.series[0]==e?t=o.dir:o.series[1]==e&&(n|=1==o.dir?1:2)}return[t,1==n?-1:2==n?1:3==n?2:0]}function gt(l,e,t,n,i){let o=l.series[e],s=l.scales[2==l.mode?o.facets[1].scale:o.scale];return-1==i?s.min:1==i?s.max:3==s.distr?1==s.dir?s.min:s.max:0}function xt(l,e,t,n,i,o){return pt(l,e,((l,e,s,r,u,a,f,c,h,d,p)=>{let m=l.pxRound;const g=0==r.ori?Mt:St;let x,w;1==r.dir*(0==r.ori?1:-1)?(x=t,w=n):(x=n,w=t);let _=m(a(e[x],r,d,c)),b=m(f(s[x],u,p,h)),v=m(a(e[w],r,d,c)),k=m(f(1==o?u.max:u.min,u,p,h)),y=new Path2D(i);return g(y,v,k),g(y,_,k),g(y,_,b),y}))}function wt(l,e,t,n,i,o){let s=null;if(l.length>0){s=new Path2D;const r=0==e?Tt:Et;let u=t;for(let e=0;l.length>e;e++){let t=l[e];if(t[1]>t[0]){let l=t[0]-u;l>0&&r(s,u,n,l,n+o),u=t[1]}}let a=t+i-u,f=10;a>0&&r(s,u,n-f/2,a,n+o+f)}return s}function _t(l,e,t,n,i,o,s){let r=[],u=l.length;for(let a=1==i?t:n;a>=t&&n>=a;a+=i)if(null===e[a]){let f=a,c=a;if(1==i)for(;++a<=n&&null===e[a];)c=a;else for(;--a>=t&&null===e[a];)c=a;let h=o(l[f]),d=c==f?h:o(l[c]),p=f-i;h=s>0||0>p||p>=u?h:o(l[p]);let m=c+i;d=0>s||0>m||m>=u?d:o(l[m]),h>d||r.push([h,d])}return r}function bt(l){return 0==l?vl:1==l?rl:e=>zl(e,l)}function vt(l){let e=0==l?kt:yt,t=0==l?(l,e,t,n,i,o)=>{l.arcTo(e,t,n,i,o)}:(l,e,t,n,i,o)=>{l.arcTo(t,e,i,n,o)},n=0==l?(l,e,t,n,i)=>{l.rect(e,t,n,i)}:(l,e,t,n,i)=>{l.rect(t,e,i,n)};return(l,i,o,s,r,u=0,a=0)=>{0==u&&0==a?n(l,i,o,s,r):(u=al(u,s/2,r/2),a=al(a,s/2,r/2),e(l,i+u,o),t(l,i+s,o,i+s,o+r,u),t(l,i+s,o+r,i,o+r,a),t(l,i,o+r,i,o,a),t(l,i,o,i+s,o,u),l.closePath())}}const kt=(l,e,t)=>{l.moveTo(e,t)},yt=(l,e,t)=>{l.moveTo(t,e)},Mt=(l,e,t)=>{l.lineTo(e,t)},St=(l,e,t)=>{l.lineTo(t,e)},Tt=vt(0),Et=vt(1),zt=(l,e,t,n,i,o)=>{l.arc(e,t,n,i,o)},Dt=(l,e,t,n,i,o)=>{l.arc(t,e,n,i,o)},Pt=(l,e,t,n,i,o,s)=>{l.bezierCurveTo(e,t,n,i,o,s)},At=(l,e,t,n,i,o,s)=>{l.bezierCurveTo(t,e,i,n,s,o)};function Wt(){return(l,e,t,n,i)=>pt(l,e,((e,o,s,r,u,a,f,c,h,d,p)=>{let m,g,{pxRound:x,points:w}=e;0==r.ori?(m=kt,g=zt):(m=yt,g=Dt);const _=Al(w.width*y,3);let b=(w.size-w.width)/2*y,v=Al(2*b,3),k=new Path2D,M=new Path2D,{left:S,top:T,width:E,height:z}=l.bbox;Tt(M,S-v,T-v,E+2*v,z+2*v);const D=l=>{if(null!=s[l]){let e=x(a(o[l],r,d,c)),t=x(f(s[l],u,p,h));m(k,e+b,t),g(k,e,t,b,0,2*il)}};if(i)i.forEach(D);else for(let l=t;n>=l;l++)D(l);return{stroke:_>0?k:null,fill:k,clip:M,flags:3}}))}function Yt(l){return(e,t,n,i,o,s)=>{n!=i&&(o!=n&&s!=n&&l(e,t,n),o!=i&&s!=i&&l(e,t,i),l(e,t,s))}}const Ct=Yt(Mt),Ht=Yt(St);function Ft(l){const e=Q(l?.alignGaps,0);return(l,t,n,i)=>pt(l,t,((o,s,r,u,a,f,c,h,d,p,m)=>{[n,i]=U(r,n,i);let g,x,w=o.pxRound,_=l=>w(f(l,u,p,h)),b=l=>w(c(l,a,m,d));0==u.ori?(g=Mt,x=Ct):(g=St,x=Ht);const v=u.dir*(0==u.ori?1:-1),k={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:1},y=k.stroke;let M=!1;if(i-n<4*p)for(let l=1==v?n:i;l>=n&&i>=l;l+=v){let e=r[l];null===e?M=!0:null!=e&&g(y,_(s[l]),b(e))}else{let e,t,o,a=e=>l.posToVal(e,u.key,!0),f=null,c=null,h=_(s[1==v?n:i]),d=_(s[n]),p=_(s[i]),m=a(1==v?d+1:p-1);for(let l=1==v?n:i;l>=n&&i>=l;l+=v){let n=s[l],i=(1==v?m>n:n>m)?h:_(n),o=r[l];i==h?null!=o?(t=o,null==f?(g(y,i,b(t)),e=f=c=t):f>t?f=t:t>c&&(c=t)):null===o&&(M=!0):(null!=f&&x(y,h,b(f),b(c),b(e),b(t)),null!=o?(t=o,g(y,i,b(t)),f=c=e=t):(f=c=null,null===o&&(M=!0)),h=i,m=a(h+v))}null!=f&&f!=c&&o!=h&&x(y,h,b(f),b(c),b(e),b(t))}let[S,T]=mt(l,t);if(null!=o.fill||0!=S){let e=k.fill=new Path2D(y),r=b(o.fillTo(l,t,o.min,o.max,S)),u=_(s[n]),a=_(s[i]);-1==v&&([a,u]=[u,a]),g(e,a,r),g(e,u,r)}if(!o.spanGaps){let a=[];M&&a.push(..._t(s,r,n,i,v,_,e)),k.gaps=a=o.gaps(l,t,n,i,a),k.clip=wt(a,u.ori,h,d,p,m)}return 0!=T&&(k.band=2==T?[xt(l,t,n,i,y,-1),xt(l,t,n,i,y,1)]:xt(l,t,n,i,y,T)),k}))}function Rt(l,e,t,n,i,o,s=gl){if(l.length>1){let r=null;for(let u=0,a=1/0;l.length>u;u++)if(void 0!==e[u]){if(null!=r){let e=ol(l[u]-l[r]);a>e&&(a=e,s=ol(t(l[u],n,i,o)-t(l[r],n,i,o)))}r=u}}return s}function Gt(l,e,t,n,i){const o=l.length;if(2>o)return null;const s=new Path2D;if(t(s,l[0],e[0]),2==o)n(s,l[1],e[1]);else{let t=Array(o),n=Array(o-1),r=Array(o-1),u=Array(o-1);for(let t=0;o-1>t;t++)r[t]=e[t+1]-e[t],u[t]=l[t+1]-l[t],n[t]=r[t]/u[t];t[0]=n[0];for(let l=1;o-1>l;l++)0===n[l]||0===n[l-1]||n[l-1]>0!=n[l]>0?t[l]=0:(t[l]=3*(u[l-1]+u[l])/((2*u[l]+u[l-1])/n[l-1]+(u[l]+2*u[l-1])/n[l]),isFinite(t[l])||(t[l]=0));t[o-1]=n[o-2];for(let n=0;o-1>n;n++)i(s,l[n]+u[n]/3,e[n]+t[n]*u[n]/3,l[n+1]-u[n]/3,e[n+1]-t[n+1]*u[n]/3,l[n+1],e[n+1])}return s}const It=new Set;function Lt(){for(let l of It)l.syncRect(!0)}_&&(G("resize",v,Lt),G("scroll",v,Lt,!0),G(x,v,(()=>{en.pxRatio=y})));const Ot=Ft(),Nt=Wt();function jt(l,e,t,n){return(n?[l[0],l[1]].concat(l.slice(2)):[l[0]].concat(l.slice(1))).map(((l,n)=>Ut(l,n,e,t)))}function Ut(l,e,t,n){return Bl({},0==e?t:n,l)}function Vt(l,e,t){return null==e?Rl:[e,t]}const Bt=Vt;function $t(l,e,t){return null==e?Rl:Z(e,t,J,!0)}function Jt(l,e,t,n){return null==e?Rl:B(e,t,l.scales[n].log,!1)}const qt=Jt;function Kt(l,e,t,n){return null==e?Rl:$(e,t,l.scales[n].log,!1)}const Xt=Kt;function Zt(l,e,t,n,i){let o=fl(xl(l),xl(e)),s=e-l,r=L(i/n*s,t);do{let l=t[r],e=n*l/s;if(e>=i&&17>=o+(5>l?Wl.get(l):0))return[l,e]}while(++r<t.length);return[0,0]}function Qt(l){let e,t;return[l=l.replace(/(\\d+)px/,((l,n)=>(e=rl((t=+n)*y))+"px")),e,t]}function ln(l){l.show&&[l.font,l.labelFont].forEach((l=>{let e=Al(l[2]*y,1);l[0]=l[0].replace(/[0-9.]+px/,e+"px"),l[1]=e}))}function en(u,g,_){const k={mode:Q(u.mode,1)},M=k.mode;function P(l,e,t,n){let i=e.valToPct(l);return n+t*(-1==e.dir?1-i:i)}function W(l,e,t,n){let i=e.valToPct(l);return n+t*(-1==e.dir?i:1-i)}function C(l,e,t,n){return 0==e.ori?P(l,e,t,n):W(l,e,t,n)}k.valToPosH=P,k.valToPosV=W;let F=!1;k.status=0;const R=k.root=D("uplot");null!=u.id&&(R.id=u.id),S(R,u.class),u.title&&(D("u-title",R).textContent=u.title);const O=z("canvas"),K=k.ctx=O.getContext("2d"),X=D("u-wrap",R);G("click",X,(l=>{l.target===el&&(Nn!=Gn||jn!=In)&&Zn.click(k,l)}),!0);const ll=k.under=D("u-under",X);X.appendChild(O);const el=k.over=D("u-over",X),tl=+Q((u=Vl(u)).pxAlign,1),sl=bt(tl);(u.plugins||[]).forEach((l=>{l.opts&&(u=l.opts(k,u)||u)}));const hl=u.ms||.001,pl=k.series=1==M?jt(u.series||[],Ve,ut,!1):function(l,e){return l.map(((l,t)=>0==t?{}:Bl({},e,l)))}(u.series||[null],rt),xl=k.axes=jt(u.axes||[],Ue,it,!0),vl=k.scales={},Tl=k.bands=u.bands||[];Tl.forEach((l=>{l.fill=bl(l.fill||null),l.dir=Q(l.dir,-1)}));const El=2==M?pl[1].facets[0].scale:pl[0].scale,Dl={axes:function(){for(let l=0;xl.length>l;l++){let e=xl[l];if(!e.show||!e._show)continue;let t,n,u=e.side,a=u%2,f=e.stroke(k,l),c=0==u||3==u?-1:1,[h,d]=e._found;if(null!=e.label){let s=rl((e._lpos+e.labelGap*c)*y);_n(e.labelFont[0],f,"center",2==u?i:o),K.save(),1==a?(t=n=0,K.translate(s,rl(lt+st/2)),K.rotate((3==u?-il:il)/2)):(t=rl(Qe+ot/2),n=s);let r=_l(e.label)?e.label(k,l,h,d):e.label;K.fillText(r,t,n),K.restore()}if(0==d)continue;let p=vl[e.scale],m=0==a?ot:st,g=0==a?Qe:lt,x=e._splits,w=2==p.distr?x.map((l=>pn[l])):x,_=2==p.distr?pn[x[1]]-pn[x[0]]:h,b=e.ticks,v=e.border,M=b.show?b.size:0,S=rl(M*y),T=rl((2==e.alignTo?e._size-M-e.gap:e.gap)*y),E=e._rotate*-il/180,z=sl(e._pos*y),D=z+(S+T)*c;n=0==a?D:0,t=1==a?D:0,_n(e.font[0],f,1==e.align?s:2==e.align?r:E>0?s:0>E?r:0==a?"center":3==u?r:s,E||1==a?"middle":2==u?i:o);let P=e.font[1]*e.lineGap,A=x.map((l=>sl(C(l,p,m,g)))),W=e._values;for(let l=0;W.length>l;l++){let e=W[l];if(null!=e){0==a?t=A[l]:n=A[l],e=""+e;let i=-1==e.indexOf("\\n")?[e]:e.split(/\\n/gm);for(let l=0;i.length>l;l++){let e=i[l];E?(K.save(),K.translate(t,n+l*P),K.rotate(E),K.fillText(e,0,0),K.restore()):K.fillText(e,t,n+l*P)}}}b.show&&zn(A,b.filter(k,w,l,d,_),a,u,z,S,Al(b.width*y,3),b.stroke(k,l),b.dash,b.cap);let Y=e.grid;Y.show&&zn(A,Y.filter(k,w,l,d,_),a,0==a?2:1,0==a?lt:Qe,0==a?st:ot,Al(Y.width*y,3),Y.stroke(k,l),Y.dash,Y.cap),v.show&&zn([z],[1],0==a?1:0,0==a?1:2,1==a?lt:Qe,1==a?st:ot,Al(v.width*y,3),v.stroke(k,l),v.dash,v.cap)}Ci("drawAxes")},series:function(){if(Gt>0){let l=pl.some((l=>l._focus))&&dn!=Tt.alpha;l&&(K.globalAlpha=dn=Tt.alpha),pl.forEach(((l,e)=>{if(e>0&&l.show&&(kn(e,!1),kn(e,!0),null==l._paths)){let t=dn;dn!=l.alpha&&(K.globalAlpha=dn=l.alpha);let n=2==M?[0,g[e][0].length-1]:function(l){let e=wl(Lt-1,0,Gt-1),t=wl(en+1,0,Gt-1);for(;null==l[e]&&e>0;)e--;for(;null==l[t]&&Gt-1>t;)t++;return[e,t]}(g[e]);l._paths=l.paths(k,e,n[0],n[1]),dn!=t&&(K.globalAlpha=dn=t)}})),pl.forEach(((l,e)=>{if(e>0&&l.show){let t=dn;dn!=l.alpha&&(K.globalAlpha=dn=l.alpha),null!=l._paths&&yn(e,!1);{let t=null!=l._paths?l._paths.gaps:null,n=l.points.show(k,e,Lt,en,t),i=l.points.filter(k,e,n,t);(n||i)&&(l.points._paths=l.points.paths(k,e,Lt,en,i),yn(e,!0))}dn!=t&&(K.globalAlpha=dn=t),Ci("drawSeries",e)}})),l&&(K.globalAlpha=dn=1)}}},Pl=(u.drawOrder||["axes","series"]).map((l=>Dl[l]));function Cl(l){const e=3==l.distr?e=>dl(e>0?e:l.clamp(k,e,l.min,l.max,l.key)):4==l.distr?e=>ml(e,l.asinh):100==l.distr?e=>l.fwd(e):l=>l;return t=>{let n=e(t),{_min:i,_max:o}=l;return(n-i)/(o-i)}}function Il(l){let e=vl[l];if(null==e){let t=(u.scales||Hl)[l]||Hl;if(null!=t.from){Il(t.from);let e=Bl({},vl[t.from],t,{key:l});e.valToPct=Cl(e),vl[l]=e}else{e=vl[l]=Bl({},l==El?ft:ct,t),e.key=l;let n=e.time,i=e.range,o=Gl(i);if((l!=El||2==M&&!n)&&(!o||null!=i[0]&&null!=i[1]||(i={min:null==i[0]?q:{mode:1,hard:i[0],soft:i[0]},max:null==i[1]?q:{mode:1,hard:i[1],soft:i[1]}},o=!1),!o&&Ol(i))){let l=i;i=(e,t,n)=>null==t?Rl:Z(t,n,l)}e.range=bl(i||(n?Bt:l==El?3==e.distr?qt:4==e.distr?Xt:Vt:3==e.distr?Jt:4==e.distr?Kt:$t)),e.auto=bl(!o&&e.auto),e.clamp=bl(e.clamp||at),e._min=e._max=null,e.valToPct=Cl(e)}}}Il("x"),Il("y"),1==M&&pl.forEach((l=>{Il(l.scale)})),xl.forEach((l=>{Il(l.scale)}));for(let l in u.scales)Il(l);const jl=vl[El],Ul=jl.distr;let $l,ql;0==jl.ori?(S(R,"u-hz"),$l=P,ql=W):(S(R,"u-vt"),$l=W,ql=P);const Kl={};for(let l in vl){let e=vl[l];null==e.min&&null==e.max||(Kl[l]={min:e.min,max:e.max},e.min=e.max=null)}const Xl=u.tzDate||(l=>new Date(rl(l/hl))),Zl=u.fmtDate||ne,Ql=1==hl?Me(Xl):Ee(Xl),le=De(Xl,ze(1==hl?ye:Te,Zl)),ee=We(Xl,Ae("{YYYY}-{MM}-{DD} {h}:{mm}{aa}",Zl)),te=[],ie=k.legend=Bl({},Ye,u.legend),oe=k.cursor=Bl({},Re,{drag:{y:2==M}},u.cursor),se=ie.show,re=oe.show,ue=ie.markers;let ce,he,de;ie.idxs=te,ue.width=bl(ue.width),ue.dash=bl(ue.dash),ue.stroke=bl(ue.stroke),ue.fill=bl(ue.fill);let pe,me=[],ge=[],xe=!1,we={};if(ie.live){const l=pl[1]?pl[1].values:null;xe=null!=l,pe=xe?l(k,1,0):{_:0};for(let l in pe)we[l]=w}if(se)if(ce=z("table","u-legend",R),de=z("tbody",null,ce),ie.mount(k,ce),xe){he=z("thead",null,ce,de);let l=z("tr",null,he);for(var _e in z("th",null,l),pe)z("th",e,l).textContent=_e}else S(ce,"u-inline"),ie.live&&S(ce,"u-live");const be={show:!0},ve={show:!1},Pe=new Map;function Ce(l,e,t,n=!0){const i=Pe.get(e)||{},o=oe.bind[l](k,e,t,n);o&&(G(l,e,i[l]=o),Pe.set(e,i))}function He(l,e){const t=Pe.get(e)||{};for(let n in t)null!=l&&n!=l||(I(n,e,t[n]),delete t[n]);null==l&&Pe.delete(e)}let Fe=0,Ge=0,Ie=0,Le=0,Oe=0,Ne=0,je=Oe,Ke=Ne,Xe=Ie,Ze=Le,Qe=0,lt=0,ot=0,st=0;k.bbox={};let ht=!1,pt=!1,mt=!1,xt=!1,wt=!1,_t=!1;function vt(l,e,t){(t||l!=k.width||e!=k.height)&&kt(l,e),An(!1),mt=!0,pt=!0,Jn()}function kt(l,e){k.width=Fe=Ie=l,k.height=Ge=Le=e,Oe=Ne=0,function(){let l=!1,e=!1,t=!1,n=!1;xl.forEach((i=>{if(i.show&&i._show){let{side:o,_size:s}=i,r=s+(null!=i.label?i.labelSize:0);r>0&&(o%2?(Ie-=r,3==o?(Oe+=r,n=!0):t=!0):(Le-=r,0==o?(Ne+=r,l=!0):e=!0))}})),Ct[0]=l,Ct[1]=t,Ct[2]=e,Ct[3]=n,Ie-=Rt[1]+Rt[3],Oe+=Rt[3],Le-=Rt[2]+Rt[0],Ne+=Rt[0]}(),function(){let l=Oe+Ie,e=Ne+Le,t=Oe,n=Ne;function i(i,o){switch(i){case 1:return l+=o,l-o;case 2:return e+=o,e-o;case 3:return t-=o,t+o;case 0:return n-=o,n+o}}xl.forEach((l=>{if(l.show&&l._show){let e=l.side;l._pos=i(e,l._size),null!=l.label&&(l._lpos=i(e,l.labelSize))}}))}();let t=k.bbox;Qe=t.left=zl(Oe*y,.5),lt=t.top=zl(Ne*y,.5),ot=t.width=zl(Ie*y,.5),st=t.height=zl(Le*y,.5)}const yt=3;if(k.setSize=function({width:l,height:e}){vt(l,e)},null==oe.dataIdx){let l=oe.hover,e=l.skip=new Set(l.skip??[]);e.add(void 0);let t=l.prox=bl(l.prox),n=l.bias??=0;oe.dataIdx=(l,i,o,s)=>{if(0==i)return o;let r=o,u=t(l,i,o,s)??gl,a=u>=0&&gl>u,f=0==jl.ori?Ie:Le,c=oe.left,h=g[0],d=g[i];if(e.has(d[o])){r=null;let l,t=null,i=null;if(0==n||-1==n)for(l=o;null==t&&l-- >0;)e.has(d[l])||(t=l);if(0==n||1==n)for(l=o;null==i&&l++<d.length;)e.has(d[l])||(i=l);if(null!=t||null!=i)if(a){let l=c-(null==t?-1/0:$l(h[t],jl,f,0)),e=(null==i?1/0:$l(h[i],jl,f,0))-c;l>e?e>u||(r=i):l>u||(r=t)}else r=null==i?t:null==t||o-t>i-o?i:t}else a&&ol(c-$l(h[o],jl,f,0))>u&&(r=null);return r}}const Mt=l=>{oe.event=l};oe.idxs=te,oe._lock=!1;let St=oe.points;St.show=bl(St.show),St.size=bl(St.size),St.stroke=bl(St.stroke),St.width=bl(St.width),St.fill=bl(St.fill);const Tt=k.focus=Bl({},u.focus||{alpha:.3},oe.focus),Et=Tt.prox>=0,zt=Et&&St.one;let Dt=[],Pt=[],At=[];function Wt(l,e){let t=St.show(k,e);if(t instanceof HTMLElement)return S(t,"u-cursor-pt"),S(t,l.class),A(t,-10,-10,Ie,Le),el.insertBefore(t,Dt[e]),t}function Yt(t,n){if(1==M||n>0){let l=1==M&&vl[t.scale].time,e=t.value;t.value=l?Ll(e)?We(Xl,Ae(e,Zl)):e||ee:e||nt,t.label=t.label||(l?"Time":"Value")}if(zt||n>0){t.width=null==t.width?1:t.width,t.paths=t.paths||Ot||yl,t.fillTo=bl(t.fillTo||gt),t.pxAlign=+Q(t.pxAlign,tl),t.pxRound=bt(t.pxAlign),t.stroke=bl(t.stroke||null),t.fill=bl(t.fill||null),t._stroke=t._fill=t._paths=t._focus=null;let l=function(l){return Al(1*(3+2*(l||1)),3)}(fl(1,t.width)),e=t.points=Bl({},{size:l,width:fl(1,.2*l),stroke:t.stroke,space:2*l,paths:Nt,_stroke:null,_fill:null},t.points);e.show=bl(e.show),e.filter=bl(e.filter),e.fill=bl(e.fill),e.stroke=bl(e.stroke),e.paths=bl(e.paths),e.pxAlign=t.pxAlign}if(se){let i=function(t,n){if(0==n&&(xe||!ie.live||2==M))return Rl;let i=[],o=z("tr","u-series",de,de.childNodes[n]);S(o,t.class),t.show||S(o,l);let s=z("th",null,o);if(ue.show){let l=D("u-marker",s);if(n>0){let e=ue.width(k,n);e&&(l.style.border=e+"px "+ue.dash(k,n)+" "+ue.stroke(k,n)),l.style.background=ue.fill(k,n)}}let r=D(e,s);for(var u in t.label instanceof HTMLElement?r.appendChild(t.label):r.textContent=t.label,n>0&&(ue.show||(r.style.color=t.width>0?ue.stroke(k,n):ue.fill(k,n)),Ce("click",s,(l=>{if(oe._lock)return;Mt(l);let e=pl.indexOf(t);if((l.ctrlKey||l.metaKey)!=ie.isolate){let l=pl.some(((l,t)=>t>0&&t!=e&&l.show));pl.forEach(((t,n)=>{n>0&&oi(n,l?n==e?be:ve:be,!0,Fi.setSeries)}))}else oi(e,{show:!t.show},!0,Fi.setSeries)}),!1),Et&&Ce(d,s,(l=>{oe._lock||(Mt(l),oi(pl.indexOf(t),ai,!0,Fi.setSeries))}),!1)),pe){let l=z("td","u-value",o);l.textContent="--",i.push(l)}return[o,i]}(t,n);me.splice(n,0,i[0]),ge.splice(n,0,i[1]),ie.values.push(null)}if(re){te.splice(n,0,null);let l=null;zt?0==n&&(l=Wt(t,n)):n>0&&(l=Wt(t,n)),Dt.splice(n,0,l),Pt.splice(n,0,0),At.splice(n,0,0)}Ci("addSeries",n)}k.addSeries=function(l,e){e=null==e?pl.length:e,l=1==M?Ut(l,e,Ve,ut):Ut(l,e,{},rt),pl.splice(e,0,l),Yt(pl[e],e)},k.delSeries=function(l){if(pl.splice(l,1),se){ie.values.splice(l,1),ge.splice(l,1);let e=me.splice(l,1)[0];He(null,e.firstChild),e.remove()}re&&(te.splice(l,1),Dt.splice(l,1)[0].remove(),Pt.splice(l,1),At.splice(l,1)),Ci("delSeries",l)};const Ct=[!1,!1,!1,!1];function Ht(l,e,t){let[n,i,o,s]=t,r=e%2,u=0;return 0==r&&(s||i)&&(u=0==e&&!n||2==e&&!o?rl(Ue.size/3):0),1==r&&(n||o)&&(u=1==e&&!i||3==e&&!s?rl(it.size/2):0),u}const Ft=k.padding=(u.padding||[Ht,Ht,Ht,Ht]).map((l=>bl(Q(l,Ht)))),Rt=k._padding=Ft.map(((l,e)=>l(k,e,Ct,0)));let Gt,Lt=null,en=null;const tn=1==M?pl[0].idxs:null;let nn,on,sn,rn,un,an,fn,cn,hn,dn,pn=null,mn=!1;function gn(l,e){if(k.data=k._data=g=null==l?[]:l,2==M){Gt=0;for(let l=1;pl.length>l;l++)Gt+=g[l][0].length}else{0==g.length&&(k.data=k._data=g=[[]]),pn=g[0],Gt=pn.length;let l=g;if(2==Ul){l=g.slice();let e=l[0]=Array(Gt);for(let l=0;Gt>l;l++)e[l]=l}k._data=g=l}if(An(!0),Ci("setData"),2==Ul&&(mt=!0),!1!==e){let l=jl;l.auto(k,mn)?xn():ii(El,l.min,l.max),xt=xt||oe.left>=0,_t=!0,Jn()}}function xn(){let l,e;mn=!0,1==M&&(Gt>0?(Lt=tn[0]=0,en=tn[1]=Gt-1,l=g[0][Lt],e=g[0][en],2==Ul?(l=Lt,e=en):l==e&&(3==Ul?[l,e]=B(l,l,jl.log,!1):4==Ul?[l,e]=$(l,l,jl.log,!1):jl.time?e=l+rl(86400/hl):[l,e]=Z(l,e,J,!0))):(Lt=tn[0]=l=null,en=tn[1]=e=null)),ii(El,l,e)}function wn(l,e,t,n,i,o){l??=a,t??=Fl,n??="butt",i??=a,o??="round",l!=nn&&(K.strokeStyle=nn=l),i!=on&&(K.fillStyle=on=i),e!=sn&&(K.lineWidth=sn=e),o!=un&&(K.lineJoin=un=o),n!=an&&(K.lineCap=an=n),t!=rn&&K.setLineDash(rn=t)}function _n(l,e,t,n){e!=on&&(K.fillStyle=on=e),l!=fn&&(K.font=fn=l),t!=cn&&(K.textAlign=cn=t),n!=hn&&(K.textBaseline=hn=n)}function bn(l,e,t,n,i=0){if(n.length>0&&l.auto(k,mn)&&(null==e||null==e.min)){let e=Q(Lt,0),o=Q(en,n.length-1),s=null==t.min?function(l,e,t,n=0,i=!1){let o=i?V:U,s=i?j:N;[e,t]=o(l,e,t);let r=l[e],u=l[e];if(e>-1)if(1==n)r=l[e],u=l[t];else if(-1==n)r=l[t],u=l[e];else for(let n=e;t>=n;n++){let e=l[n];s(e)&&(r>e?r=e:e>u&&(u=e))}return[r??gl,u??-gl]}(n,e,o,i,3==l.distr):[t.min,t.max];l.min=al(l.min,t.min=s[0]),l.max=fl(l.max,t.max=s[1])}}k.setData=gn;const vn={min:null,max:null};function kn(l,e){let t=e?pl[l].points:pl[l];t._stroke=t.stroke(k,l),t._fill=t.fill(k,l)}function yn(l,e){let t=e?pl[l].points:pl[l],{stroke:n,fill:i,clip:o,flags:s,_stroke:r=t._stroke,_fill:u=t._fill,_width:a=t.width}=t._paths;a=Al(a*y,3);let f=null,c=a%2/2;e&&null==u&&(u=a>0?"#fff":r);let h=1==t.pxAlign&&c>0;if(h&&K.translate(c,c),!e){let l=Qe-a/2,e=lt-a/2,t=ot+a,n=st+a;f=new Path2D,f.rect(l,e,t,n)}e?Sn(r,a,t.dash,t.cap,u,n,i,s,o):function(l,e,t,n,i,o,s,r,u,a,f){let c=!1;0!=u&&Tl.forEach(((h,d)=>{if(h.series[0]==l){let l,p=pl[h.series[1]],m=g[h.series[1]],x=(p._paths||Hl).band;Gl(x)&&(x=1==h.dir?x[0]:x[1]);let w=null;p.show&&x&&function(l,e,t){for(e=Q(e,0),t=Q(t,l.length-1);t>=e;){if(null!=l[e])return!0;e++}return!1}(m,Lt,en)?(w=h.fill(k,d)||o,l=p._paths.clip):x=null,Sn(e,t,n,i,w,s,r,u,a,f,l,x),c=!0}})),c||Sn(e,t,n,i,o,s,r,u,a,f)}(l,r,a,t.dash,t.cap,u,n,i,s,f,o),h&&K.translate(-c,-c)}const Mn=3;function Sn(l,e,t,n,i,o,s,r,u,a,f,c){wn(l,e,t,n,i),(u||a||c)&&(K.save(),u&&K.clip(u),a&&K.clip(a)),c?(r&Mn)==Mn?(K.clip(c),f&&K.clip(f),En(i,s),Tn(l,o,e)):2&r?(En(i,s),K.clip(c),Tn(l,o,e)):1&r&&(K.save(),K.clip(c),f&&K.clip(f),En(i,s),K.restore(),Tn(l,o,e)):(En(i,s),Tn(l,o,e)),(u||a||c)&&K.restore()}function Tn(l,e,t){t>0&&(e instanceof Map?e.forEach(((l,e)=>{K.strokeStyle=nn=e,K.stroke(l)})):null!=e&&l&&K.stroke(e))}function En(l,e){e instanceof Map?e.forEach(((l,e)=>{K.fillStyle=on=e,K.fill(l)})):null!=e&&l&&K.fill(e)}function zn(l,e,t,n,i,o,s,r,u,a){let f=s%2/2;1==tl&&K.translate(f,f),wn(r,s,u,a,r),K.beginPath();let c,h,d,p,m=i+(0==n||3==n?-o:o);0==t?(h=i,p=m):(c=i,d=m);for(let n=0;l.length>n;n++)null!=e[n]&&(0==t?c=d=l[n]:h=p=l[n],K.moveTo(c,h),K.lineTo(d,p));K.stroke(),1==tl&&K.translate(-f,-f)}function Dn(l){let e=!0;return xl.forEach(((t,n)=>{if(!t.show)return;let i=vl[t.scale];if(null==i.min)return void(t._show&&(e=!1,t._show=!1,An(!1)));t._show||(e=!1,t._show=!0,An(!1));let o=t.side,s=o%2,{min:r,max:u}=i,[a,f]=function(l,e,t,n){let i,o=xl[l];if(n>0){let s=o._space=o.space(k,l,e,t,n);i=Zt(e,t,o._incrs=o.incrs(k,l,e,t,n,s),n,s)}else i=[0,0];return o._found=i}(n,r,u,0==s?Ie:Le);if(0==f)return;let c=t._splits=t.splits(k,n,r,u,a,f,2==i.distr),h=2==i.distr?c.map((l=>pn[l])):c,d=2==i.distr?pn[c[1]]-pn[c[0]]:a,p=t._values=t.values(k,t.filter(k,h,n,f,d),n,f,d);t._rotate=2==o?t.rotate(k,p,n,f):0;let m=t._size;t._size=ul(t.size(k,p,n,l)),null!=m&&t._size!=m&&(e=!1)})),e}function Pn(l){let e=!0;return Ft.forEach(((t,n)=>{let i=t(k,n,Ct,l);i!=Rt[n]&&(e=!1),Rt[n]=i})),e}function An(l){pl.forEach(((e,t)=>{t>0&&(e._paths=null,l&&(1==M?(e.min=null,e.max=null):e.facets.forEach((l=>{l.min=null,l.max=null}))))}))}let Wn,Yn,Cn,Hn,Fn,Rn,Gn,In,Ln,On,Nn,jn,Un=!1,Vn=!1,Bn=[];function $n(){Vn=!1;for(let l=0;Bn.length>l;l++)Ci(...Bn[l]);Bn.length=0}function Jn(){Un||(Jl(qn),Un=!0)}function qn(){if(ht&&(function(){for(let l in vl){let e=vl[l];null==Kl[l]&&(null==e.min||null!=Kl[El]&&e.auto(k,mn))&&(Kl[l]=vn)}for(let l in vl){let e=vl[l];null==Kl[l]&&null!=e.from&&null!=Kl[e.from]&&(Kl[l]=vn)}null!=Kl[El]&&An(!0);let l={};for(let e in Kl){let t=Kl[e];if(null!=t){let n=l[e]=Vl(vl[e],Nl);if(null!=t.min)Bl(n,t);else if(e!=El||2==M)if(0==Gt&&null==n.from){let l=n.range(k,null,null,e);n.min=l[0],n.max=l[1]}else n.min=gl,n.max=-gl}}if(Gt>0){pl.forEach(((e,t)=>{if(1==M){let n=e.scale,i=Kl[n];if(null==i)return;let o=l[n];if(0==t){let l=o.range(k,o.min,o.max,n);o.min=l[0],o.max=l[1],Lt=L(o.min,g[0]),en=L(o.max,g[0]),en-Lt>1&&(o.min>g[0][Lt]&&Lt++,g[0][en]>o.max&&en--),e.min=pn[Lt],e.max=pn[en]}else e.show&&e.auto&&bn(o,i,e,g[t],e.sorted);e.idxs[0]=Lt,e.idxs[1]=en}else if(t>0&&e.show&&e.auto){let[n,i]=e.facets,o=n.scale,s=i.scale,[r,u]=g[t],a=l[o],f=l[s];null!=a&&bn(a,Kl[o],n,r,n.sorted),null!=f&&bn(f,Kl[s],i,u,i.sorted),e.min=i.min,e.max=i.max}}));for(let e in l){let t=l[e],n=Kl[e];if(null==t.from&&(null==n||null==n.min)){let l=t.range(k,t.min==gl?null:t.min,t.max==-gl?null:t.max,e);t.min=l[0],t.max=l[1]}}}for(let e in l){let t=l[e];if(null!=t.from){let n=l[t.from];if(null==n.min)t.min=t.max=null;else{let l=t.range(k,n.min,n.max,e);t.min=l[0],t.max=l[1]}}}let e={},t=!1;for(let n in l){let i=l[n],o=vl[n];if(o.min!=i.min||o.max!=i.max){o.min=i.min,o.max=i.max;let l=o.distr;o._min=3==l?dl(o.min):4==l?ml(o.min,o.asinh):100==l?o.fwd(o.min):o.min,o._max=3==l?dl(o.max):4==l?ml(o.max,o.asinh):100==l?o.fwd(o.max):o.max,e[n]=t=!0}}if(t){pl.forEach(((l,t)=>{2==M?t>0&&e.y&&(l._paths=null):e[l.scale]&&(l._paths=null)}));for(let l in e)mt=!0,Ci("setScale",l);re&&oe.left>=0&&(xt=_t=!0)}for(let l in Kl)Kl[l]=null}(),ht=!1),mt&&(function(){let l=!1,e=0;for(;!l;){e++;let t=Dn(e),n=Pn(e);l=e==yt||t&&n,l||(kt(k.width,k.height),pt=!0)}}(),mt=!1),pt){if(E(ll,s,Oe),E(ll,i,Ne),E(ll,t,Ie),E(ll,n,Le),E(el,s,Oe),E(el,i,Ne),E(el,t,Ie),E(el,n,Le),E(X,t,Fe),E(X,n,Ge),O.width=rl(Fe*y),O.height=rl(Ge*y),xl.forEach((({_el:e,_show:t,_size:n,_pos:i,side:o})=>{if(null!=e)if(t){let t=o%2==1;E(e,t?"left":"top",i-(3===o||0===o?n:0)),E(e,t?"width":"height",n),E(e,t?"top":"left",t?Ne:Oe),E(e,t?"height":"width",t?Le:Ie),T(e,l)}else S(e,l)})),nn=on=sn=un=an=fn=cn=hn=rn=null,dn=1,_i(!0),Oe!=je||Ne!=Ke||Ie!=Xe||Le!=Ze){An(!1);let l=Ie/Xe,e=Le/Ze;if(re&&!xt&&oe.left>=0){oe.left*=l,oe.top*=e,Cn&&A(Cn,rl(oe.left),0,Ie,Le),Hn&&A(Hn,0,rl(oe.top),Ie,Le);for(let t=0;Dt.length>t;t++){let n=Dt[t];null!=n&&(Pt[t]*=l,At[t]*=e,A(n,ul(Pt[t]),ul(At[t]),Ie,Le))}}if(ei.show&&!wt&&ei.left>=0&&ei.width>0){ei.left*=l,ei.width*=l,ei.top*=e,ei.height*=e;for(let l in ki)E(ti,l,ei[l])}je=Oe,Ke=Ne,Xe=Ie,Ze=Le}Ci("setSize"),pt=!1}Fe>0&&Ge>0&&(K.clearRect(0,0,O.width,O.height),Ci("drawClear"),Pl.forEach((l=>l())),Ci("draw")),ei.show&&wt&&(ni(ei),wt=!1),re&&xt&&(xi(null,!0,!1),xt=!1),ie.show&&ie.live&&_t&&(mi(),_t=!1),F||(F=!0,k.status=1,Ci("ready")),mn=!1,Un=!1}function Kn(l,e){let t=vl[l];if(null==t.from){if(0==Gt){let n=t.range(k,e.min,e.max,l);e.min=n[0],e.max=n[1]}if(e.min>e.max){let l=e.min;e.min=e.max,e.max=l}if(Gt>1&&null!=e.min&&null!=e.max&&1e-16>e.max-e.min)return;l==El&&2==t.distr&&Gt>0&&(e.min=L(e.min,g[0]),e.max=L(e.max,g[0]),e.min==e.max&&e.max++),Kl[l]=e,ht=!0,Jn()}}k.batch=function(l,e=!1){Un=!0,Vn=e,l(k),qn(),e&&Bn.length>0&&queueMicrotask($n)},k.redraw=(l,e)=>{mt=e||!1,!1!==l?ii(El,jl.min,jl.max):Jn()},k.setScale=Kn;let Xn=!1;const Zn=oe.drag;let Qn=Zn.x,li=Zn.y;re&&(oe.x&&(Wn=D("u-cursor-x",el)),oe.y&&(Yn=D("u-cursor-y",el)),0==jl.ori?(Cn=Wn,Hn=Yn):(Cn=Yn,Hn=Wn),Nn=oe.left,jn=oe.top);const ei=k.select=Bl({show:!0,over:!0,left:0,width:0,top:0,height:0},u.select),ti=ei.show?D("u-select",ei.over?el:ll):null;function ni(l,e){if(ei.show){for(let e in l)ei[e]=l[e],e in ki&&E(ti,e,l[e]);!1!==e&&Ci("setSelect")}}function ii(l,e,t){Kn(l,{min:e,max:t})}function oi(e,t,n,i){null!=t.focus&&function(l){if(l!=ui){let e=null==l,t=1!=Tt.alpha;pl.forEach(((n,i)=>{if(1==M||i>0){let o=e||0==i||i==l;n._focus=e?null:o,t&&function(l,e){pl[l].alpha=e,re&&null!=Dt[l]&&(Dt[l].style.opacity=e),se&&me[l]&&(me[l].style.opacity=e)}(i,o?1:Tt.alpha)}})),ui=l,t&&Jn()}}(e),null!=t.show&&pl.forEach(((n,i)=>{0>=i||e!=i&&null!=e||(n.show=t.show,function(e){if(pl[e].show)se&&T(me[e],l);else if(se&&S(me[e],l),re){let l=zt?Dt[0]:Dt[e];null!=l&&A(l,-10,-10,Ie,Le)}}(i),2==M?(ii(n.facets[0].scale,null,null),ii(n.facets[1].scale,null,null)):ii(n.scale,null,null),Jn())})),!1!==n&&Ci("setSeries",e,t),i&&Ii("setSeries",k,e,t)}let si,ri,ui;k.setSelect=ni,k.setSeries=oi,k.addBand=function(l,e){l.fill=bl(l.fill||null),l.dir=Q(l.dir,-1),Tl.splice(e=null==e?Tl.length:e,0,l)},k.setBand=function(l,e){Bl(Tl[l],e)},k.delBand=function(l){null==l?Tl.length=0:Tl.splice(l,1)};const ai={focus:!0};function fi(l,e,t){let n=vl[e];t&&(l=l/y-(1==n.ori?Ne:Oe));let i=Ie;1==n.ori&&(i=Le,l=i-l),-1==n.dir&&(l=i-l);let o=n._min,s=o+l/i*(n._max-o),r=n.distr;return 3==r?cl(10,s):4==r?((l,e=1)=>nl.sinh(l)*e)(s,n.asinh):100==r?n.bwd(s):s}function ci(l,e){E(ti,s,ei.left=l),E(ti,t,ei.width=e)}function hi(l,e){E(ti,i,ei.top=l),E(ti,n,ei.height=e)}se&&Et&&Ce(p,ce,(l=>{oe._lock||(Mt(l),null!=ui&&oi(null,ai,!0,Fi.setSeries))})),k.valToIdx=l=>L(l,g[0]),k.posToIdx=function(l,e){return L(fi(l,El,e),g[0],Lt,en)},k.posToVal=fi,k.valToPos=(l,e,t)=>0==vl[e].ori?P(l,vl[e],t?ot:Ie,t?Qe:0):W(l,vl[e],t?st:Le,t?lt:0),k.setCursor=(l,e,t)=>{Nn=l.left,jn=l.top,xi(null,e,t)};let di=0==jl.ori?ci:hi,pi=1==jl.ori?ci:hi;function mi(l,e){if(null!=l&&(l.idxs?l.idxs.forEach(((l,e)=>{te[e]=l})):(l=>void 0===l)(l.idx)||te.fill(l.idx),ie.idx=te[0]),se&&ie.live){for(let l=0;pl.length>l;l++)(l>0||1==M&&!xe)&&gi(l,te[l]);!function(){if(se&&ie.live)for(let l=2==M?1:0;pl.length>l;l++){if(0==l&&xe)continue;let e=ie.values[l],t=0;for(let n in e)ge[l][t++].firstChild.nodeValue=e[n]}}()}_t=!1,!1!==e&&Ci("setLegend")}function gi(l,e){let t,n=pl[l],i=0==l&&2==Ul?pn:g[l];xe?t=n.values(k,l,e)??we:(t=n.value(k,null==e?null:i[e],l,e),t=null==t?we:{_:t}),ie.values[l]=t}function xi(l,e,t){let n;Ln=Nn,On=jn,[Nn,jn]=oe.move(k,Nn,jn),oe.left=Nn,oe.top=jn,re&&(Cn&&A(Cn,rl(Nn),0,Ie,Le),Hn&&A(Hn,0,rl(jn),Ie,Le)),si=gl,ri=null;let i=0==jl.ori?Ie:Le,o=1==jl.ori?Ie:Le;if(0>Nn||0==Gt||Lt>en){n=oe.idx=null;for(let l=0;pl.length>l;l++){let e=Dt[l];null!=e&&A(e,-10,-10,Ie,Le)}Et&&oi(null,ai,!0,null==l&&Fi.setSeries),ie.live&&(te.fill(n),_t=!0)}else{let l,e,t;1==M&&(l=0==jl.ori?Nn:jn,e=fi(l,El),n=oe.idx=L(e,g[0],Lt,en),t=$l(g[0][n],jl,i,0));let s=-10,r=-10,u=0,a=0,f=!0,c="",h="";for(let l=2==M?1:0;pl.length>l;l++){let d=pl[l],p=te[l],m=null==p?null:1==M?g[l][p]:g[l][1][p],x=oe.dataIdx(k,l,n,e),w=null==x?null:1==M?g[l][x]:g[l][1][x];if(_t=_t||w!=m||x!=p,te[l]=x,l>0&&d.show){let e=null==x?-10:x==n?t:$l(1==M?g[0][x]:g[l][0][x],jl,i,0),p=null==w?-10:ql(w,1==M?vl[d.scale]:vl[d.facets[1].scale],o,0);if(Et&&null!=w){let e=1==jl.ori?Nn:jn,t=ol(Tt.dist(k,l,x,p,e));if(si>t){let n=Tt.bias;if(0!=n){let i=fi(e,d.scale),o=0>i?-1:1;o!=(0>w?-1:1)||(1==o?1==n?i>w:w>i:1==n?w>i:i>w)||(si=t,ri=l)}else si=t,ri=l}}if(_t||zt){let t,n;0==jl.ori?(t=e,n=p):(t=p,n=e);let i,o,d,m,g,x,w=!0,_=St.bbox;if(null!=_){w=!1;let e=_(k,l);d=e.left,m=e.top,i=e.width,o=e.height}else d=t,m=n,i=o=St.size(k,l);if(x=St.fill(k,l),g=St.stroke(k,l),zt)l!=ri||si>Tt.prox||(s=d,r=m,u=i,a=o,f=w,c=x,h=g);else{let e=Dt[l];null!=e&&(Pt[l]=d,At[l]=m,H(e,i,o,w),Y(e,x,g),A(e,ul(d),ul(m),Ie,Le))}}}}if(zt){let l=Tt.prox;if(_t||(null==ui?l>=si:si>l||ri!=ui)){let l=Dt[0];null!=l&&(Pt[0]=s,At[0]=r,H(l,u,a,f),Y(l,c,h),A(l,ul(s),ul(r),Ie,Le))}}}if(ei.show&&Xn)if(null!=l){let[e,t]=Fi.scales,[n,s]=Fi.match,[r,u]=l.cursor.sync.scales,a=l.cursor.drag;if(Qn=a._x,li=a._y,Qn||li){let a,f,c,h,d,{left:p,top:m,width:g,height:x}=l.select,w=l.scales[r].ori,_=l.posToVal,b=null!=e&&n(e,r),v=null!=t&&s(t,u);b&&Qn?(0==w?(a=p,f=g):(a=m,f=x),c=vl[e],h=$l(_(a,r),c,i,0),d=$l(_(a+f,r),c,i,0),di(al(h,d),ol(d-h))):di(0,i),v&&li?(1==w?(a=p,f=g):(a=m,f=x),c=vl[t],h=ql(_(a,u),c,o,0),d=ql(_(a+f,u),c,o,0),pi(al(h,d),ol(d-h))):pi(0,o)}else yi()}else{let l=ol(Ln-Fn),e=ol(On-Rn);if(1==jl.ori){let t=l;l=e,e=t}Qn=Zn.x&&l>=Zn.dist,li=Zn.y&&e>=Zn.dist;let t,n,s=Zn.uni;null!=s?Qn&&li&&(Qn=l>=s,li=e>=s,Qn||li||(e>l?li=!0:Qn=!0)):Zn.x&&Zn.y&&(Qn||li)&&(Qn=li=!0),Qn&&(0==jl.ori?(t=Gn,n=Nn):(t=In,n=jn),di(al(t,n),ol(n-t)),li||pi(0,o)),li&&(1==jl.ori?(t=Gn,n=Nn):(t=In,n=jn),pi(al(t,n),ol(n-t)),Qn||di(0,i)),Qn||li||(di(0,0),pi(0,0))}if(Zn._x=Qn,Zn._y=li,null==l){if(t){if(null!=Ri){let[l,e]=Fi.scales;Fi.values[0]=null!=l?fi(0==jl.ori?Nn:jn,l):null,Fi.values[1]=null!=e?fi(1==jl.ori?Nn:jn,e):null}Ii(f,k,Nn,jn,Ie,Le,n)}if(Et){let l=t&&Fi.setSeries,e=Tt.prox;null==ui?si>e||oi(ri,ai,!0,l):si>e?oi(null,ai,!0,l):ri!=ui&&oi(ri,ai,!0,l)}}_t&&(ie.idx=n,mi()),!1!==e&&Ci("setCursor")}k.setLegend=mi;let wi=null;function _i(l=!1){l?wi=null:(wi=el.getBoundingClientRect(),Ci("syncRect",wi))}function bi(l,e,t,n,i,o){oe._lock||Xn&&null!=l&&0==l.movementX&&0==l.movementY||(vi(l,e,t,n,i,o,0,!1,null!=l),null!=l?xi(null,!0,!0):xi(e,!0,!1))}function vi(l,e,t,n,i,o,s,r,u){if(null==wi&&_i(!1),Mt(l),null!=l)t=l.clientX-wi.left,n=l.clientY-wi.top;else{if(0>t||0>n)return Nn=-10,void(jn=-10);let[l,s]=Fi.scales,r=e.cursor.sync,[u,a]=r.values,[f,c]=r.scales,[h,d]=Fi.match,p=e.axes[0].side%2==1,m=0==jl.ori?Ie:Le,g=1==jl.ori?Ie:Le,x=p?o:i,w=p?i:o,_=p?n:t,b=p?t:n;if(t=null!=f?h(l,f)?C(u,vl[l],m,0):-10:m*(_/x),n=null!=c?d(s,c)?C(a,vl[s],g,0):-10:g*(b/w),1==jl.ori){let l=t;t=n,n=l}}!u||null!=e&&e.cursor.event.type!=f||(t>1&&Ie-1>t||(t=zl(t,Ie)),n>1&&Le-1>n||(n=zl(n,Le))),r?(Fn=t,Rn=n,[Gn,In]=oe.move(k,t,n)):(Nn=t,jn=n)}Object.defineProperty(k,"rect",{get:()=>(null==wi&&_i(!1),wi)});const ki={width:0,height:0,left:0,top:0};function yi(){ni(ki,!1)}let Mi,Si,Ti,Ei;function zi(l,e,t,n,i,o){Xn=!0,Qn=li=Zn._x=Zn._y=!1,vi(l,e,t,n,i,o,0,!0,!1),null!=l&&(Ce(h,b,Di,!1),Ii(c,k,Gn,In,Ie,Le,null));let{left:s,top:r,width:u,height:a}=ei;Mi=s,Si=r,Ti=u,Ei=a}function Di(l,e,t,n,i,o){Xn=Zn._x=Zn._y=!1,vi(l,e,t,n,i,o,0,!1,!0);let{left:s,top:r,width:u,height:a}=ei,f=u>0||a>0,c=Mi!=s||Si!=r||Ti!=u||Ei!=a;if(f&&c&&ni(ei),Zn.setScale&&f&&c){let l=s,e=u,t=r,n=a;if(1==jl.ori&&(l=r,e=a,t=s,n=u),Qn&&ii(El,fi(l,El),fi(l+e,El)),li)for(let l in vl){let e=vl[l];l!=El&&null==e.from&&e.min!=gl&&ii(l,fi(t+n,l),fi(t,l))}yi()}else oe.lock&&(oe._lock=!oe._lock,xi(e,!0,null!=l));null!=l&&(He(h,b),Ii(h,k,Nn,jn,Ie,Le,null))}function Pi(l){oe._lock||(Mt(l),xn(),yi(),null!=l&&Ii(m,k,Nn,jn,Ie,Le,null))}function Ai(){xl.forEach(ln),vt(k.width,k.height,!0)}G(x,v,Ai);const Wi={};Wi.mousedown=zi,Wi.mousemove=bi,Wi.mouseup=Di,Wi.dblclick=Pi,Wi.setSeries=(l,e,t,n)=>{-1!=(t=(0,Fi.match[2])(k,e,t))&&oi(t,n,!0,!1)},re&&(Ce(c,el,zi),Ce(f,el,bi),Ce(d,el,(l=>{Mt(l),_i(!1)})),Ce(p,el,(function(l){if(oe._lock)return;Mt(l);let e=Xn;if(Xn){let l,e,t=!0,n=!0,i=10;0==jl.ori?(l=Qn,e=li):(l=li,e=Qn),l&&e&&(t=i>=Nn||Nn>=Ie-i,n=i>=jn||jn>=Le-i),l&&t&&(Nn=Gn>Nn?0:Ie),e&&n&&(jn=In>jn?0:Le),xi(null,!0,!0),Xn=!1}Nn=-10,jn=-10,te.fill(null),xi(null,!0,!0),e&&(Xn=e)})),Ce(m,el,Pi),It.add(k),k.syncRect=_i);const Yi=k.hooks=u.hooks||{};function Ci(l,e,t){Vn?Bn.push([l,e,t]):l in Yi&&Yi[l].forEach((l=>{l.call(null,k,e,t)}))}(u.plugins||[]).forEach((l=>{for(let e in l.hooks)Yi[e]=(Yi[e]||[]).concat(l.hooks[e])}));const Hi=(l,e,t)=>t,Fi=Bl({key:null,setSeries:!1,filters:{pub:Ml,sub:Ml},scales:[El,pl[1]?pl[1].scale:null],match:[Sl,Sl,Hi],values:[null,null]},oe.sync);2==Fi.match.length&&Fi.match.push(Hi),oe.sync=Fi;const Ri=Fi.key,Gi=dt(Ri);function Ii(l,e,t,n,i,o,s){Fi.filters.pub(l,e,t,n,i,o,s)&&Gi.pub(l,e,t,n,i,o,s)}function Li(){Ci("init",u,g),gn(g||u.data,!1),Kl[El]?Kn(El,Kl[El]):xn(),wt=ei.show&&(ei.width>0||ei.height>0),xt=_t=!0,vt(u.width,u.height)}return Gi.sub(k),k.pub=function(l,e,t,n,i,o,s){Fi.filters.sub(l,e,t,n,i,o,s)&&Wi[l](null,e,t,n,i,o,s)},k.destroy=function(){Gi.unsub(k),It.delete(k),Pe.clear(),I(x,v,Ai),R.remove(),ce?.remove(),Ci("destroy")},pl.forEach(Yt),xl.forEach((function(l,e){if(l._show=l.show,l.show){let t=vl[l.scale];null==t&&(l.scale=l.side%2?pl[1].scale:El,t=vl[l.scale]);let n=t.time;l.size=bl(l.size),l.space=bl(l.space),l.rotate=bl(l.rotate),Gl(l.incrs)&&l.incrs.forEach((l=>{!Wl.has(l)&&Wl.set(l,Yl(l))})),l.incrs=bl(l.incrs||(2==t.distr?ae:n?1==hl?ke:Se:fe)),l.splits=bl(l.splits||(n&&1==t.distr?Ql:3==t.distr?Je:4==t.distr?qe:$e)),l.stroke=bl(l.stroke),l.grid.stroke=bl(l.grid.stroke),l.ticks.stroke=bl(l.ticks.stroke),l.border.stroke=bl(l.border.stroke);let i=l.values;l.values=Gl(i)&&!Gl(i[0])?bl(i):n?Gl(i)?De(Xl,ze(i,Zl)):Ll(i)?function(l,e){let t=ne(e);return(e,n)=>n.map((e=>t(l(e))))}(Xl,i):i||le:i||Be,l.filter=bl(l.filter||(3>t.distr||10!=t.log?3==t.distr&&2==t.log?tt:kl:et)),l.font=Qt(l.font),l.labelFont=Qt(l.labelFont),l._size=l.size(k,null,e,0),l._space=l._rotate=l._incrs=l._found=l._splits=l._values=null,l._size>0&&(Ct[e]=!0,l._el=D("u-axis",X))}})),_?_ instanceof HTMLElement?(_.appendChild(R),Li()):_(k,Li):Li(),k}en.assign=Bl,en.fmtNum=tl,en.rangeNum=Z,en.rangeLog=B,en.rangeAsinh=$,en.orient=pt,en.pxRatio=y,en.join=function(l,e){if(function(l){let e=l[0][0],t=e.length;for(let n=1;l.length>n;n++){let i=l[n][0];if(i.length!=t)return!1;if(i!=e)for(let l=0;t>l;l++)if(i[l]!=e[l])return!1}return!0}(l)){let e=l[0].slice();for(let t=1;l.length>t;t++)e.push(...l[t].slice(1));return function(l,e=100){const t=l.length;if(1>=t)return!0;let n=0,i=t-1;for(;i>=n&&null==l[n];)n++;for(;i>=n&&null==l[i];)i--;if(n>=i)return!0;const o=fl(1,sl((i-n+1)/e));for(let e=l[n],t=n+o;i>=t;t+=o){const n=l[t];if(null!=n){if(e>=n)return!1;e=n}}return!0}(e[0])||(e=function(l){let e=l[0],t=e.length,n=Array(t);for(let l=0;n.length>l;l++)n[l]=l;n.sort(((l,t)=>e[l]-e[t]));let i=[];for(let e=0;l.length>e;e++){let o=l[e],s=Array(t);for(let l=0;t>l;l++)s[l]=o[n[l]];i.push(s)}return i}(e)),e}let t=new Set;for(let e=0;l.length>e;e++){let n=l[e][0],i=n.length;for(let l=0;i>l;l++)t.add(n[l])}let n=[Array.from(t).sort(((l,e)=>l-e))],i=n[0].length,o=new Map;for(let l=0;i>l;l++)o.set(n[0][l],l);for(let t=0;l.length>t;t++){let s=l[t],r=s[0];for(let l=1;s.length>l;l++){let u=s[l],a=Array(i).fill(void 0),f=e?e[t][l]:1,c=[];for(let l=0;u.length>l;l++){let e=u[l],t=o.get(r[l]);null===e?0!=f&&(a[t]=e,2==f&&c.push(t)):a[t]=e}$l(a,c,i),n.push(a)}}return n},en.fmtDate=ne,en.tzDate=function(l,e){let t;return"UTC"==e||"Etc/UTC"==e?t=new Date(+l+6e4*l.getTimezoneOffset()):e==ie?t=l:(t=new Date(l.toLocaleString("en-US",{timeZone:e})),t.setMilliseconds(l.getMilliseconds())),t},en.sync=dt;{en.addGap=function(l,e,t){let n=l[l.length-1];n&&n[0]==e?n[1]=t:l.push([e,t])},en.clipGaps=wt;let l=en.paths={points:Wt};l.linear=Ft,l.stepped=function(l){const e=Q(l.align,1),t=Q(l.ascDesc,!1),n=Q(l.alignGaps,0),i=Q(l.extend,!1);return(l,o,s,r)=>pt(l,o,((u,a,f,c,h,d,p,m,g,x,w)=>{[s,r]=U(f,s,r);let _=u.pxRound,{left:b,width:v}=l.bbox,k=l=>_(d(l,c,x,m)),M=l=>_(p(l,h,w,g)),S=0==c.ori?Mt:St;const T={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:1},E=T.stroke,z=c.dir*(0==c.ori?1:-1);let D=M(f[1==z?s:r]),P=k(a[1==z?s:r]),A=P,W=P;i&&-1==e&&(W=b,S(E,W,D)),S(E,P,D);for(let l=1==z?s:r;l>=s&&r>=l;l+=z){let t=f[l];if(null==t)continue;let n=k(a[l]),i=M(t);1==e?S(E,n,D):S(E,A,i),S(E,n,i),D=i,A=n}let Y=A;i&&1==e&&(Y=b+v,S(E,Y,D));let[C,H]=mt(l,o);if(null!=u.fill||0!=C){let e=T.fill=new Path2D(E),t=M(u.fillTo(l,o,u.min,u.max,C));S(e,Y,t),S(e,W,t)}if(!u.spanGaps){let i=[];i.push(..._t(a,f,s,r,z,k,n));let h=u.width*y/2,d=t||1==e?h:-h,p=t||-1==e?-h:h;i.forEach((l=>{l[0]+=d,l[1]+=p})),T.gaps=i=u.gaps(l,o,s,r,i),T.clip=wt(i,c.ori,m,g,x,w)}return 0!=H&&(T.band=2==H?[xt(l,o,s,r,E,-1),xt(l,o,s,r,E,1)]:xt(l,o,s,r,E,H)),T}))},l.bars=function(l){const e=Q((l=l||Hl).size,[.6,gl,1]),t=l.align||0,n=l.gap||0;let i=l.radius;i=null==i?[0,0]:"number"==typeof i?[i,0]:i;const o=bl(i),s=1-e[0],r=Q(e[1],gl),u=Q(e[2],1),a=Q(l.disp,Hl),f=Q(l.each,(()=>{})),{fill:c,stroke:h}=a;return(l,e,i,d)=>pt(l,e,((p,m,g,x,w,_,b,v,k,M,S)=>{let T,E,z=p.pxRound,D=t,P=n*y,A=r*y,W=u*y;0==x.ori?[T,E]=o(l,e):[E,T]=o(l,e);const Y=x.dir*(0==x.ori?1:-1);let C,H,F,R=0==x.ori?Tt:Et,G=0==x.ori?f:(l,e,t,n,i,o,s)=>{f(l,e,t,i,n,s,o)},I=Q(l.bands,Fl).find((l=>l.series[0]==e)),L=p.fillTo(l,e,p.min,p.max,null!=I?I.dir:0),O=z(b(L,w,S,k)),N=M,j=z(p.width*y),U=!1,V=null,B=null,$=null,J=null;null==c||0!=j&&null==h||(U=!0,V=c.values(l,e,i,d),B=new Map,new Set(V).forEach((l=>{null!=l&&B.set(l,new Path2D)})),j>0&&($=h.values(l,e,i,d),J=new Map,new Set($).forEach((l=>{null!=l&&J.set(l,new Path2D)}))));let{x0:q,size:K}=a;if(null!=q&&null!=K){D=1,m=q.values(l,e,i,d),2==q.unit&&(m=m.map((e=>l.posToVal(v+e*M,x.key,!0))));let t=K.values(l,e,i,d);H=2==K.unit?t[0]*M:_(t[0],x,M,v)-_(0,x,M,v),N=Rt(m,g,_,x,M,v,N),F=N-H+P}else N=Rt(m,g,_,x,M,v,N),F=N*s+P,H=N-F;1>F&&(F=0),H/2>j||(j=0),5>F&&(z=vl);let X=F>0;H=z(wl(N-F-(X?j:0),W,A)),C=(0==D?H/2:D==Y?0:H)-D*Y*((0==D?P/2:0)+(X?j/2:0));const Z={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},ll=U?null:new Path2D;let el=null;if(null!=I)el=l.data[I.series[1]];else{let{y0:t,y1:n}=a;null!=t&&null!=n&&(g=n.values(l,e,i,d),el=t.values(l,e,i,d))}let tl=T*H,nl=E*H;for(let t=1==Y?i:d;t>=i&&d>=t;t+=Y){let n=g[t];if(null==n)continue;if(null!=el){let l=el[t]??0;if(n-l==0)continue;O=b(l,w,S,k)}let i=_(2!=x.distr||null!=a?m[t]:t,x,M,v),o=b(Q(n,L),w,S,k),s=z(i-C),r=z(fl(o,O)),u=z(al(o,O)),f=r-u;if(null!=n){let i=0>n?nl:tl,o=0>n?tl:nl;U?(j>0&&null!=$[t]&&R(J.get($[t]),s,u+sl(j/2),H,fl(0,f-j),i,o),null!=V[t]&&R(B.get(V[t]),s,u+sl(j/2),H,fl(0,f-j),i,o)):R(ll,s,u+sl(j/2),H,fl(0,f-j),i,o),G(l,e,t,s-j/2,u,H+j,f)}}return j>0?Z.stroke=U?J:ll:U||(Z._fill=0==p.width?p._fill:p._stroke??p._fill,Z.width=0),Z.fill=U?B:ll,Z}))},l.spline=function(l){return function(l,e){const t=Q(e?.alignGaps,0);return(e,n,i,o)=>pt(e,n,((s,r,u,a,f,c,h,d,p,m,g)=>{[i,o]=U(u,i,o);let x,w,_,b=s.pxRound,v=l=>b(c(l,a,m,d)),k=l=>b(h(l,f,g,p));0==a.ori?(x=kt,_=Mt,w=Pt):(x=yt,_=St,w=At);const y=a.dir*(0==a.ori?1:-1);let M=v(r[1==y?i:o]),S=M,T=[],E=[];for(let l=1==y?i:o;l>=i&&o>=l;l+=y)if(null!=u[l]){let e=v(r[l]);T.push(S=e),E.push(k(u[l]))}const z={stroke:l(T,E,x,_,w,b),fill:null,clip:null,band:null,gaps:null,flags:1},D=z.stroke;let[P,A]=mt(e,n);if(null!=s.fill||0!=P){let l=z.fill=new Path2D(D),t=k(s.fillTo(e,n,s.min,s.max,P));_(l,S,t),_(l,M,t)}if(!s.spanGaps){let l=[];l.push(..._t(r,u,i,o,y,v,t)),z.gaps=l=s.gaps(e,n,i,o,l),z.clip=wt(l,a.ori,d,p,m,g)}return 0!=A&&(z.band=2==A?[xt(e,n,i,o,D,-1),xt(e,n,i,o,D,1)]:xt(e,n,i,o,D,A)),z}))}(Gt,l)}}return en}();\n', "uplotCss": '.uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: ":";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline "background" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}', "chartsJs": "// Draws the HTML report's charts with uPlot from the page's JSON data (see chart-spec.ts for its shape).\n// Runs in the browser under a strict Content-Security-Policy: no eval, no inline handlers, no network; every\n// name from an input reaches the page as textContent, never as markup. formatMs, formatSignedPct and\n// groupThousands are the report's own formatters (format.ts), placed before this script by page.ts.\n/* global uPlot, document, window, formatMs, formatSignedPct, groupThousands */\n'use strict';\n(function drawCharts() {\n  const PALETTE = [\n    '#4d4d4d',\n    '#0072b2',\n    '#e69f00',\n    '#009e73',\n    '#cc79a7',\n    '#56b4e9',\n    '#d55e00',\n    '#8c6d31',\n    '#7570b3',\n    '#d62728',\n    '#9467bd',\n    '#17becf',\n    '#bcbd22',\n  ];\n  const HEIGHT = 300;\n  const colour = (i) => PALETTE[i % PALETTE.length];\n  const faded = (hex, alpha) => {\n    const n = parseInt(hex.slice(1), 16);\n    return `rgba(${n >> 16},${(n >> 8) & 255},${n & 255},${alpha})`;\n  };\n\n  function format(v, axis) {\n    if (v === null || v === undefined || !Number.isFinite(v)) return '\u2014';\n    switch (axis.format) {\n      case 'ms':\n        return formatMs(v);\n      case 'pct':\n        return formatSignedPct(v, 1);\n      case 'count':\n        return groupThousands(Math.round(v));\n      default: {\n        const text = Math.abs(v) >= 1e4 ? groupThousands(Math.round(v)) : String(Number(v.toPrecision(4)));\n        return axis.unit ? `${text} ${axis.unit}` : text;\n      }\n    }\n  }\n\n  // Names of one family differ at their end (`cancelInOrder num=100`, `\u2026 num=1000`): keep both ends.\n  const shortenMiddle = (s, n) => {\n    if (s.length <= n) return s;\n    const head = Math.ceil((n - 1) * 0.4);\n    return `${s.slice(0, head)}\u2026${s.slice(s.length - (n - 1 - head))}`;\n  };\n\n  function xValueText(spec, idx) {\n    if (spec.itemNames) return spec.itemNames[idx];\n    if (spec.xCategories) return spec.xCategories[idx];\n    return format(spec.x[idx], spec.xAxis);\n  }\n\n  function seriesOptions(s, few) {\n    const stroke = colour(s.color);\n    const base = { label: s.label, stroke, width: 2, spanGaps: s.style === 'line' || s.style === 'dashed' };\n    if (s.bandEdge) return { ...base, width: 1, stroke: faded(stroke, 0.5), points: { show: false } };\n    switch (s.style) {\n      case 'bars':\n        return {\n          ...base,\n          fill: faded(stroke, 0.55),\n          paths: uPlot.paths.bars({ size: [0.7, 80] }),\n          points: { show: false },\n        };\n      case 'step':\n        return {\n          ...base,\n          paths: uPlot.paths.stepped({ align: 1 }),\n          points: { show: true, size: 5, fill: stroke },\n        };\n      case 'dashed':\n        return { ...base, dash: [6, 4], points: { show: true, size: 5, fill: stroke } };\n      case 'points':\n        return {\n          ...base,\n          paths: () => null,\n          // A few points (benchmarks) are drawn large enough to see; thousands (blocks) small.\n          points: { show: true, size: few ? 7 : 4, stroke, fill: faded(stroke, 0.7), width: 1 },\n        };\n      default:\n        return { ...base, points: { show: true, size: 5, fill: stroke } };\n    }\n  }\n\n  const AXIS_FONT = '12px system-ui, -apple-system, sans-serif';\n  const LABEL_FONT = (px) => `bold ${px}px system-ui, -apple-system, sans-serif`;\n  const measurer = document.createElement('canvas').getContext('2d');\n  const textWidth = (text, font) => {\n    measurer.font = font;\n    return measurer.measureText(text).width;\n  };\n\n  /**\n   * Names that share a start (`chainbench.BenchmarkCalcDifficulty-2`, `chainbench.BenchmarkHashHeaders\u2026`) are\n   * told apart by the rest: the shared start, cut back to a separator, goes to the axis label once.\n   */\n  function sharedStart(names) {\n    if (names.length < 2) return '';\n    let start = names[0];\n    for (const n of names) while (!n.startsWith(start)) start = start.slice(0, -1);\n    // Back to a separator, so no name is cut inside a word (Go's \"Benchmark\" prefix counts as one).\n    const kept = /^.*(?:[./:_ -]|Benchmark)/.exec(start)?.[0] ?? '';\n    return names.every((n) => n.length > kept.length) ? kept : '';\n  }\n\n  /** A y axis wide enough for its widest tick label (uPlot's fixed size let long ones run under the label). */\n  function fittedSize(self, values, axisIdx, cycleNum) {\n    const axis = self.axes[axisIdx];\n    if (cycleNum > 1) return axis._size;\n    const widest = Math.max(0, ...(values ?? []).map((v) => textWidth(String(v ?? ''), AXIS_FONT)));\n    return Math.ceil(widest + (axis.ticks?.size ?? 10) + (axis.gap ?? 5) + 4);\n  }\n\n  /** Height of one line of axis text: upright names need this much room each. */\n  const LINE_PX = 13;\n\n  function axisOptions(spec, width) {\n    const x = { label: spec.xAxis.label, stroke: '#333', grid: { stroke: '#eee' }, font: AXIS_FONT };\n    let xSize = 50;\n    if (spec.xCategories) {\n      const names = spec.xCategories;\n      const start = sharedStart(names);\n      const shown = names.map((n) => n.slice(start.length));\n      if (start) x.label = `${spec.xAxis.label} (after \u201C${start}\u201D)`;\n      const slanted = names.length > 6;\n      // Past 24 names they stand upright, one line of text wide each; where even that does not fit, every k-th.\n      const upright = names.length > 24;\n      const slot = (width - 90) / Math.max(1, names.length);\n      const every = upright ? Math.max(1, Math.ceil(LINE_PX / slot)) : 1;\n      // As many characters as the space each name has (slanted names get more), and more while two would\n      // read the same.\n      let chars = Math.max(6, Math.floor((upright ? 170 : slanted ? 120 : slot - 8) / 7));\n      const cut = () => shown.map((n) => shortenMiddle(n, chars));\n      while (new Set(cut()).size < new Set(shown).size && chars < 40) chars += 2;\n      const labels = cut();\n      x.splits = () => names.map((_, i) => i);\n      x.values = (_u, splits) => splits.map((i) => (i % every === 0 ? (labels[i] ?? '') : ''));\n      // Many names side by side only fit slanted, with room below for the slant (sin 35\xB0 of their length).\n      if (slanted) {\n        const longest = Math.max(...labels.map((l) => textWidth(l, AXIS_FONT)));\n        xSize = Math.ceil(longest * (upright ? 1 : 0.58) + 24);\n        Object.assign(x, { rotate: upright ? 90 : 35, size: xSize });\n      }\n    } else {\n      x.values = (_u, splits) => splits.map((v) => (v === null ? '' : format(v, spec.xAxis)));\n      // Ticks at least a label's width apart (block numbers such as 23,640,000 ran into each other).\n      const widest = Math.max(\n        ...[spec.x[0], spec.x[spec.x.length - 1]].map((v) => format(v, spec.xAxis).length),\n      );\n      x.space = Math.max(50, widest * 7 + 20);\n    }\n    // The y label is centred on the plot's height: a long one gets a smaller font rather than being cut off.\n    const room = HEIGHT - 50 - 30 - 24;\n    let px = 12;\n    while (px > 9 && textWidth(spec.yAxis.label, LABEL_FONT(px)) > room) px--;\n    const y = {\n      label: spec.yAxis.label,\n      labelFont: LABEL_FONT(px),\n      stroke: '#333',\n      grid: { stroke: '#eee' },\n      font: AXIS_FONT,\n      size: fittedSize,\n    };\n    y.values = (_u, splits) => splits.map((v) => (v === null ? '' : format(v, spec.yAxis)));\n    // uPlot's asinh ticks stray beyond the range (a -1% line under a chart of +50%\u2026+400,000%): our own.\n    if (spec.yAxis.symlog) Object.assign(y, { splits: symlogSplits, filter: (_u, splits) => splits });\n    // A chart is taller by what its slanted names take beyond an axis of plain ones: the plot keeps its height.\n    return { axes: [x, y], height: HEIGHT + xSize - 50 };\n  }\n\n  /**\n   * Ticks of an asinh axis: 0, then \xB110^k, \xB15\xB710^k, \xB12\xB710^k (larger first), each taken when it stands 24 px\n   * from those taken; a narrow range gets evenly spaced round values instead.\n   */\n  function symlogSplits(u) {\n    const { min, max } = u.scales.y;\n    const candidates = [0];\n    for (const m of [1, 5, 2]) for (let k = 9; k >= -2; k--) candidates.push(m * 10 ** k, -m * 10 ** k);\n    const taken = [];\n    const apart = (v) => taken.every((t) => Math.abs(u.valToPos(t, 'y') - u.valToPos(v, 'y')) >= 24);\n    for (const v of candidates) if (v >= min && v <= max && apart(v)) taken.push(v);\n    if (taken.length < 3) {\n      const step = niceStep((max - min) / 4);\n      const ticks = [];\n      for (let v = Math.ceil(min / step) * step; v <= max; v += step) ticks.push(Number(v.toPrecision(12)));\n      return ticks;\n    }\n    return taken.sort((a, b) => a - b);\n  }\n\n  /** 1, 2 or 5 \xD7 10^k, the first at least `raw`. */\n  function niceStep(raw) {\n    const k = 10 ** Math.floor(Math.log10(raw));\n    return [1, 2, 5, 10].map((m) => m * k).find((s) => s >= raw);\n  }\n\n  /**\n   * A y range for data with (almost) one value, such as allocations that did not change (every \u0394% 0): uPlot\n   * would draw no ticks. \u0394% axes span at least 2 points, others a little around the value.\n   */\n  function flatRange(spec) {\n    const values = spec.series.flatMap((s) => s.values).filter((v) => v !== null && Number.isFinite(v));\n    if (values.length === 0 || spec.yAxis.log) return null;\n    const lo = Math.min(...values);\n    const hi = Math.max(...values);\n    const least = spec.yAxis.format === 'pct' ? 2 : Math.max(Math.abs(hi) * 0.2, 1e-6);\n    if (hi - lo >= least) return null;\n    const mid = (hi + lo) / 2;\n    // Bounds at round values (halves of the least span), so the axis ends on a tick.\n    const unit = least / 4;\n    return [\n      Math.floor(Math.min(lo, mid - least / 2) / unit) * unit,\n      Math.ceil(Math.max(hi, mid + least / 2) / unit) * unit,\n    ];\n  }\n\n  function tooltipPlugin(spec, tip) {\n    return {\n      hooks: {\n        setCursor(u) {\n          const idx = u.cursor.idx;\n          if (idx === null || idx === undefined) {\n            tip.hidden = true;\n            return;\n          }\n          const lines = [xValueText(spec, idx)];\n          if (spec.itemNames && !spec.xCategories && spec.xAxis.format !== 'count')\n            lines.push(`${spec.xAxis.label}: ${format(spec.x[idx], spec.xAxis)}`);\n          spec.series.forEach((s, k) => {\n            const v = s.values[idx];\n            if (v !== null && v !== undefined && u.series[k + 1].show)\n              lines.push(`${s.label}: ${format(v, spec.yAxis)}`);\n          });\n          for (const extra of spec.extras ?? [])\n            lines.push(`${extra.label}: ${format(extra.values[idx], extra)}`);\n          tip.textContent = lines.join('\\n');\n          tip.hidden = false;\n          const left = u.cursor.left ?? 0;\n          const top = u.cursor.top ?? 0;\n          tip.style.left = `${Math.min(left + 12, u.over.clientWidth - tip.offsetWidth)}px`;\n          tip.style.top = `${top + 12}px`;\n        },\n      },\n    };\n  }\n\n  function zeroLinePlugin() {\n    return {\n      hooks: {\n        draw(u) {\n          const y = u.valToPos(0, 'y', true);\n          if (!(y >= u.bbox.top && y <= u.bbox.top + u.bbox.height)) return;\n          const ctx = u.ctx;\n          ctx.save();\n          ctx.strokeStyle = '#888';\n          ctx.lineWidth = 1;\n          ctx.beginPath();\n          ctx.moveTo(u.bbox.left, y);\n          ctx.lineTo(u.bbox.left + u.bbox.width, y);\n          ctx.stroke();\n          ctx.restore();\n        },\n      },\n    };\n  }\n\n  function widthOf(el) {\n    return Math.max(320, Math.min(el.clientWidth || 800, 1100));\n  }\n\n  function draw(spec) {\n    const host = document.getElementById(`chart-${spec.id}`);\n    if (!host) return null;\n    const tip = document.createElement('div');\n    tip.className = 'tooltip';\n    tip.hidden = true;\n    tip.setAttribute('role', 'status');\n    const distr = (axis) => (axis.log ? { distr: 3 } : axis.symlog ? { distr: 4, asinh: 1 } : { distr: 1 });\n    const n = spec.x.length;\n    const hasValues = spec.series.some((s) => s.values.some((v) => v !== null && Number.isFinite(v)));\n    if (!hasValues) {\n      // An empty frame reads as a broken chart: say there is nothing to draw.\n      const empty = document.createElement('p');\n      empty.className = 'note no-data';\n      empty.textContent = 'No values to draw.';\n      host.replaceChildren(empty);\n      host.dataset.rendered = 'empty';\n      return null;\n    }\n    const flat = flatRange(spec);\n    const axes = axisOptions(spec, widthOf(host));\n    const opts = {\n      width: widthOf(host),\n      height: axes.height,\n      scales: {\n        x: spec.xCategories\n          ? { time: false, range: () => [-0.5, Math.max(0.5, n - 0.5)] }\n          : { time: false, ...distr(spec.xAxis) },\n        y: flat ? { ...distr(spec.yAxis), range: () => flat } : distr(spec.yAxis),\n      },\n      axes: axes.axes,\n      series: [{ label: spec.xAxis.label }, ...spec.series.map((s) => seriesOptions(s, n <= 200))],\n      bands: spec.series\n        .filter((s) => s.band)\n        .map((s) => ({ series: [s.band[1] + 1, s.band[0] + 1], fill: faded(colour(s.color), 0.15) })),\n      legend: { live: false },\n      cursor: { points: { size: 8 }, drag: { x: !spec.xCategories, y: false } },\n      plugins: [tooltipPlugin(spec, tip), ...(spec.zeroLine ? [zeroLinePlugin()] : [])],\n    };\n    const columns = [spec.x, ...spec.series.map((s) => s.values)];\n    const u = new uPlot(opts, columns, host);\n    u.over.appendChild(tip);\n    const canvas = u.root.querySelector('canvas');\n    if (canvas) {\n      canvas.setAttribute('role', 'img');\n      canvas.setAttribute('aria-label', spec.title);\n    }\n    host.dataset.series = String(spec.series.length);\n    host.dataset.rendered = 'true';\n    return { id: spec.id, host, uplot: u, series: spec.series.length, height: axes.height };\n  }\n\n  const data = JSON.parse(document.getElementById('benchdelta-data').textContent);\n  const charts = [];\n  for (const section of data.sections) {\n    for (const spec of section.charts) {\n      const chart = draw(spec);\n      if (chart) charts.push(chart);\n    }\n  }\n  window.benchdeltaCharts = charts;\n\n  const fit = (width) => {\n    for (const c of charts) c.uplot.setSize({ width: width ?? widthOf(c.host), height: c.height });\n  };\n  let pending = 0;\n  window.addEventListener('resize', () => {\n    window.clearTimeout(pending);\n    pending = window.setTimeout(() => fit(), 100);\n  });\n  // A section's metric picker shows the charts of the chosen metric (drawn hidden at load: sized again here).\n  for (const select of document.querySelectorAll('select.metric-select')) {\n    select.addEventListener('change', () => {\n      const section = select.closest('section');\n      for (const figure of section.querySelectorAll('figure[data-metric]')) {\n        figure.hidden = figure.dataset.metric !== select.value;\n      }\n      fit();\n    });\n  }\n  window.addEventListener('beforeprint', () => fit(680));\n  window.addEventListener('afterprint', () => fit());\n})();\n", "pageCss": `/* The HTML report's own styles (uPlot's stylesheet comes before them). Readable on a laptop, printable. */
:root {
  color-scheme: light;
  font-family:
    system-ui,
    -apple-system,
    'Segoe UI',
    Roboto,
    sans-serif;
  color: #1f2328;
}
body {
  margin: 0 auto;
  max-width: 1160px;
  padding: 1rem 1.5rem 3rem;
  line-height: 1.45;
}
h1 {
  font-size: 1.6rem;
  margin: 0.5rem 0;
}
h2 {
  font-size: 1.25rem;
  margin-top: 2rem;
  border-bottom: 1px solid #d0d7de;
}
.lead {
  font-size: 1.05rem;
}
.method,
.note,
footer {
  color: #59636e;
  font-size: 0.88rem;
}
table {
  border-collapse: collapse;
  margin: 0.75rem 0 1.25rem;
  font-size: 0.88rem;
  font-variant-numeric: tabular-nums;
}
caption {
  text-align: left;
  font-weight: 600;
  padding-bottom: 0.3rem;
}
th,
td {
  border: 1px solid #d0d7de;
  padding: 0.25rem 0.55rem;
  text-align: left;
  vertical-align: top;
  overflow-wrap: anywhere;
}
th {
  background: #f6f8fa;
}
.num {
  text-align: right;
  /* Numbers wrap at their spaces only: never "<0.00" over "1", or "1" over "0". */
  overflow-wrap: normal;
}
td sup {
  white-space: nowrap;
}
td:first-child {
  min-width: 7em;
}
.grid {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(480px, 1fr));
  column-gap: 1.5rem;
}
.grid figure {
  min-width: 0;
}
.verdict {
  border-radius: 0.8em;
  padding: 0.05em 0.6em;
  font-weight: 600;
  white-space: nowrap;
}
.v-regression {
  background: #ffebe9;
  color: #a40e26;
}
.v-improvement {
  background: #dafbe1;
  color: #116329;
}
.v-no-change {
  background: #eaeef2;
  color: #424a53;
}
.v-inconclusive,
.v-suspect {
  background: #fff8c5;
  color: #7d4e00;
}
figure {
  margin: 1rem 0 1.75rem;
  break-inside: avoid;
}
figcaption {
  font-weight: 600;
  margin-bottom: 0.3rem;
}
.chart {
  position: relative;
  min-height: 300px;
}
.u-over .tooltip {
  position: absolute;
  z-index: 10;
  pointer-events: none;
  white-space: pre;
  background: rgba(255, 255, 255, 0.96);
  border: 1px solid #8c959f;
  border-radius: 4px;
  padding: 0.3rem 0.5rem;
  font-size: 0.8rem;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15);
}
.u-legend {
  font-size: 0.82rem;
}
@media print {
  body {
    max-width: none;
    padding: 0;
  }
  details {
    display: block;
  }
  .tooltip {
    display: none;
  }
  .uplot,
  .uplot canvas {
    max-width: 100%;
  }
  .grid {
    display: block;
  }
}
` };

// src/report/html/assets.ts
var loaded;
function htmlAssets() {
  loaded ??= BUNDLED_ASSETS ?? readAssets();
  return loaded;
}
function readAssets() {
  const fromPackage = (file) => readFileSync(createRequire(import.meta.url).resolve(file), "utf8");
  const beside = (file) => readFileSync(new URL(file, import.meta.url), "utf8");
  return {
    uplotJs: fromPackage("uplot/dist/uPlot.iife.min.js"),
    uplotCss: fromPackage("uplot/dist/uPlot.min.css"),
    chartsJs: beside("browser/charts.js"),
    pageCss: beside("browser/report.css")
  };
}

// src/report/html/sampling.ts
function strided(items, max) {
  const stride = Math.max(1, Math.ceil(items.length / max));
  const picked = [];
  for (let i = 0; i < items.length; i += stride) picked.push(items[i]);
  return { picked, stride };
}
function curvePositions(n, max) {
  const stride = Math.max(1, Math.ceil(n / max));
  const picked = [];
  for (let i = 0; i < n; i += stride) picked.push(i);
  if (n > 0 && picked[picked.length - 1] !== n - 1) picked.push(n - 1);
  return { picked, stride };
}
function ordinal(n) {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}

// src/report/html/block-charts.ts
var MAX_SCATTER_POINTS = 2e4;
var MAX_CURVE_POINTS = 2e3;
var MAX_HISTOGRAM_CUTS = 8;
var SHIFT_PROBES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.99];
var probeName = (p) => `P${Math.round(p * 100)}`;
function expectedBinCounts(cut) {
  const sigma = cut.noiseSigma;
  if (!(sigma !== void 0 && sigma > 0)) return cut.histogram.map(() => null);
  const cdf = (pct2) => {
    if (pct2 === -Infinity || pct2 <= -100) return 0;
    if (pct2 === Infinity) return 1;
    return normalCdf(Math.log1p(pct2 / 100) / sigma);
  };
  return cut.histogram.map((b) => cut.compared * (cdf(b.toPct) - cdf(b.fromPct)));
}
var verdictCuts = (r) => r.comparison.cuts;
function histogramChart(results, cutIndex, cutsOf = verdictCuts) {
  const cuts = results.map((r) => cutsOf(r)[cutIndex]);
  const first = cuts[0];
  const many = results.length > 1;
  const series = [];
  results.forEach((r, i) => {
    const cut = cuts[i];
    series.push({
      label: many ? `${r.candidateLabel}: blocks` : "blocks",
      values: cut.histogram.map((b) => b.count),
      style: many ? "step" : "bars",
      color: i + 1
    });
    series.push({
      label: many ? `${r.candidateLabel}: expected from noise` : "expected from noise alone",
      values: expectedBinCounts(cut),
      style: "dashed",
      color: many ? i + 1 : 0
    });
  });
  const from = results[0].comparison.noise ? `the A/A pair's spread (\u03C3 of log ratios ${sigmaText(first)})` : `the cut's own spread (robust \u03C3 of log ratios ${sigmaText(first)})`;
  return {
    id: `hist-${cutIndex}`,
    title: `\u0394% distribution, ${first.name}`,
    note: `Dashed: blocks per bin if the runs differed by noise alone, centred on 0, with ${from}.`,
    x: first.histogram.map((_, i) => i),
    xCategories: first.histogram.map((b) => binLabel(b.fromPct, b.toPct).replace(" \u2026 ", "\u2026")),
    xAxis: { label: "\u0394% (candidate vs baseline)", format: "number" },
    yAxis: { label: "blocks", format: "count" },
    series
  };
}
function sigmaText(cut) {
  return cut.noiseSigma === void 0 ? "unknown" : cut.noiseSigma.toFixed(3);
}
function quantileShift(pairs) {
  const n = pairs.length;
  const probes = quantileProbes(n, SHIFT_PROBES);
  const baseline = quantilesAtProbes(pairs.baselineMs.slice(0, n), probes);
  const candidate = quantilesAtProbes(pairs.candidateMs.slice(0, n), probes);
  const all = new Uint32Array(n);
  for (let i = 0; i < n; i++) all[i] = i;
  const ci = pairedQuantileRatioIntervals(
    pairs.baselineMs,
    pairs.candidateMs,
    all,
    probes,
    baseline,
    candidate
  );
  return probes.map((_, k) => ({
    baseline: baseline[k].at,
    candidate: candidate[k].at,
    deltaPct: (candidate[k].at / baseline[k].at - 1) * 100,
    low: ci[k].lowPct,
    high: ci[k].highPct
  }));
}
var finiteOrNull = (x) => Number.isFinite(x) ? x : null;
function shiftChart(results) {
  const series = [];
  const extras = [];
  results.forEach((r, i) => {
    const shift = quantileShift(r.pairs);
    const at = series.length;
    const prefix = results.length > 1 ? `${r.candidateLabel}: ` : "";
    series.push(
      {
        label: `${prefix}\u0394% of the quantile`,
        values: shift.map((s) => finiteOrNull(s.deltaPct)),
        style: "line",
        color: i + 1,
        band: [at + 1, at + 2]
      },
      {
        label: `${prefix}95% low`,
        values: shift.map((s) => finiteOrNull(s.low)),
        style: "line",
        color: i + 1,
        bandEdge: true
      },
      {
        label: `${prefix}95% high`,
        values: shift.map((s) => finiteOrNull(s.high)),
        style: "line",
        color: i + 1,
        bandEdge: true
      }
    );
    if (i === 0) extras.push({ label: "baseline", format: "ms", values: shift.map((s) => s.baseline) });
    extras.push({
      label: results.length > 1 ? r.candidateLabel : "candidate",
      format: "ms",
      values: shift.map((s) => s.candidate)
    });
  });
  return {
    id: "shift",
    title: "Shift plot: \u0394% of each decile and of P99, all blocks",
    note: "Each point compares the same quantile of the two runs; the shaded band is its 95% interval (paired Bahadur, as the tail table), left open where the tail is too thin. A tail that moved rises or falls at the right.",
    x: SHIFT_PROBES.map((_, i) => i),
    xCategories: SHIFT_PROBES.map(probeName),
    xAxis: { label: "quantile of block time", format: "number" },
    yAxis: { label: "\u0394% (candidate vs baseline)", format: "pct" },
    series,
    extras,
    zeroLine: true
  };
}
function scatterChart(r, index) {
  const p = r.pairs;
  const delta = (i) => (p.candidateMs[i] / p.baselineMs[i] - 1) * 100;
  const special = [];
  const plain = [];
  for (let i = 0; i < p.length; i++) {
    if (!(p.baselineMs[i] > 0) || !Number.isFinite(delta(i))) continue;
    const inSet = p.inSet.some((s) => s[i] === 1);
    (Math.abs(delta(i)) >= p.thresholdPct || inSet ? special : plain).push(i);
  }
  const shown = special.length + plain.length;
  const keepSpecial = strided(special, MAX_SCATTER_POINTS / 2);
  const keepPlain = strided(plain, MAX_SCATTER_POINTS - keepSpecial.picked.length);
  const picked = [...keepSpecial.picked, ...keepPlain.picked].sort(
    (a, b) => p.baselineMs[a] - p.baselineMs[b]
  );
  const flagged = (i) => Math.abs(delta(i)) >= p.thresholdPct;
  const inAnySet = (i) => p.inSet.some((s) => s[i] === 1);
  const series = [
    {
      label: "blocks",
      values: picked.map((i) => flagged(i) || inAnySet(i) ? null : delta(i)),
      style: "points",
      color: index + 1
    },
    {
      label: `flagged (|\u0394%| \u2265 ${p.thresholdPct})`,
      values: picked.map((i) => flagged(i) ? delta(i) : null),
      style: "points",
      color: 9
    },
    ...p.setLabels.map((label, k) => ({
      label: `in ${label}`,
      values: picked.map((i) => p.inSet[k][i] === 1 ? delta(i) : null),
      style: "points",
      color: 10 + k
    }))
  ];
  const sampled = picked.length < shown;
  return {
    id: `scatter-${index}`,
    title: `\u0394% against baseline time, ${r.candidateLabel}`,
    note: sampled ? `Sampled: ${formatCount(picked.length)} of ${formatCount(shown)} blocks drawn (every ${keepSpecial.stride === 1 ? "" : `${ordinal(keepSpecial.stride)} `}flagged or item-set block, every ${ordinal(keepPlain.stride)} other block); the tables count them all.` : `All ${formatCount(shown)} blocks with a positive baseline time.`,
    x: picked.map((i) => p.baselineMs[i]),
    xAxis: { label: "baseline time per block (log)", log: true, format: "ms" },
    yAxis: { label: "\u0394% (candidate vs baseline)", format: "pct" },
    series,
    itemNames: picked.map((i) => `block ${p.block[i]}`),
    extras: [{ label: "candidate", format: "ms", values: picked.map((i) => p.candidateMs[i]) }],
    zeroLine: true
  };
}
function sameBlocks(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a.block[i] !== b.block[i]) return false;
  return true;
}
function cumulative(values, n, picked) {
  const out = [];
  let sum = 0;
  let k = 0;
  for (let i = 0; i < n && k < picked.length; i++) {
    sum += values[i];
    if (i === picked[k]) {
      out.push(sum);
      k++;
    }
  }
  return out;
}
function accumulatedCharts(results, baselineLabel) {
  const groups = [];
  for (const r of results) {
    const g = groups.find((x) => sameBlocks(x[0].pairs, r.pairs));
    if (g) g.push(r);
    else groups.push([r]);
  }
  return groups.map((group, g) => {
    const p = group[0].pairs;
    const { picked, stride } = curvePositions(p.length, MAX_CURVE_POINTS);
    return {
      id: `accumulated-${g}`,
      title: `Accumulated time over the blocks${groups.length > 1 ? `, ${group[0].candidateLabel}` : ""}`,
      note: `Running sum of the time per block over the ${formatCount(p.length)} paired blocks, in block order` + (stride > 1 ? `; drawn at every ${ordinal(stride)} block.` : "."),
      x: picked.map((i) => p.block[i]),
      xAxis: { label: "block", format: "count" },
      yAxis: { label: "accumulated time", format: "ms" },
      series: [
        {
          label: `${baselineLabel} (baseline)`,
          values: cumulative(p.baselineMs, p.length, picked),
          style: "line",
          color: 0
        },
        ...group.map((r) => ({
          label: r.candidateLabel,
          values: cumulative(r.pairs.candidateMs, r.pairs.length, picked),
          style: "line",
          color: results.indexOf(r) + 1
        }))
      ]
    };
  });
}
function histogramCharts(withPairs, cutsOf, metric) {
  const cutCount = Math.min(MAX_HISTOGRAM_CUTS, ...withPairs.map((r) => cutsOf(r).length));
  const charts = [];
  for (let k = 0; k < cutCount; k++) {
    if (withPairs.some((r) => cutsOf(r)[k].name !== cutsOf(withPairs[0])[k].name)) break;
    if (cutsOf(withPairs[0])[k].compared === 0) continue;
    const chart = histogramChart(withPairs, k, cutsOf);
    charts.push(metric === void 0 ? chart : { ...chart, id: `${chart.id}-${metric}`, metric });
  }
  return charts;
}
function metricHistograms(withPairs) {
  const heading = "\u0394% distribution per cut, against noise";
  const first = withPairs[0].comparison;
  const chosen = first.metric?.id;
  const metrics = (first.metrics ?? []).filter(
    (m) => m.judged && withPairs.every((r) => r.comparison.metrics?.some((x) => x.id === m.id))
  );
  if (chosen === void 0 || metrics.length === 0) {
    return { heading, charts: histogramCharts(withPairs, verdictCuts), grid: true };
  }
  const ordered = [...metrics.filter((m) => m.id === chosen), ...metrics.filter((m) => m.id !== chosen)];
  const charts = ordered.flatMap(
    (m, i) => histogramCharts(withPairs, (r) => r.comparison.metrics?.find((x) => x.id === m.id)?.cuts ?? [], m.id).map(
      (c) => ({ ...c, id: `${c.id}-${i}`, title: `${m.label}: ${c.title}` })
    )
  );
  return {
    heading,
    charts,
    grid: true,
    metricChoice: ordered.map((m) => ({ id: m.id, label: `${m.label} (${m.unit})` }))
  };
}
function blockChartSections(results, baselineLabel) {
  const withPairs = results.filter((r) => r.pairs.length > 0);
  if (withPairs.length === 0) return [];
  return [
    metricHistograms(withPairs),
    { heading: "Did the slow tail move?", charts: [shiftChart(withPairs)] },
    { heading: "Per block", charts: withPairs.map((r) => scatterChart(r, results.indexOf(r))) },
    { heading: "Accumulated time", charts: accumulatedCharts(withPairs, baselineLabel) }
  ];
}

// src/report/html/html-text.ts
var HTML_SPECIAL = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
};
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (ch) => HTML_SPECIAL[ch]);
}
function jsonForScript(value) {
  return JSON.stringify(value, (_k, v) => typeof v === "number" && !Number.isFinite(v) ? null : v).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
function htmlTable(caption, header, rows, leftColumns = [0]) {
  const align = (i) => leftColumns.includes(i) ? "" : ' class="num"';
  const line = (cells, tag) => `<tr>${cells.map((c, i) => `<${tag}${tag === "th" ? ' scope="col"' : ""}${align(i)}>${c}</${tag}>`).join("")}</tr>`;
  return `<table><caption>${caption}</caption><thead>${line(header, "th")}</thead><tbody>${rows.map((r) => line(r, "td")).join("")}</tbody></table>`;
}

// src/report/html/block-phases.ts
var COLOURS = ["#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#8c6d31", "#7570b3"];
var colourOf = (p, i) => p.rows[i].id === "other" ? "#999999" : COLOURS[i % COLOURS.length];
var LABEL_W = 190;
var BAR_W = 520;
var ROW_H = 18;
var fmt = (x) => Number.isFinite(x) ? x.toFixed(1) : "\u2014";
function sharesSvg(p) {
  const bars = [];
  let y = 0;
  const bar = (label, shares) => {
    let x = LABEL_W;
    bars.push(`<text x="${LABEL_W - 6}" y="${y + 13}" text-anchor="end" font-size="12">${escapeHtml(label)}</text>`);
    shares.forEach((s, i) => {
      const w = Number.isFinite(s) ? Math.max(0, s) / 100 * BAR_W : 0;
      bars.push(
        `<rect x="${x.toFixed(1)}" y="${y + 2}" width="${w.toFixed(1)}" height="${ROW_H - 4}" fill="${colourOf(p, i)}"><title>${escapeHtml(`${p.rows[i].label}: ${fmt(s)}% of the total`)}</title></rect>`
      );
      x += w;
    });
    y += ROW_H;
  };
  for (const cut of p.cuts) {
    if (cut.blocks === 0) continue;
    bar(`${cut.name}: baseline`, cut.baselineSharesPct);
    bar(`${cut.name}: candidate`, cut.candidateSharesPct);
    y += 6;
  }
  const legend = p.rows.map((r, i) => {
    const x = LABEL_W + i % 4 * 130;
    const ly = y + 8 + Math.floor(i / 4) * 16;
    return `<rect x="${x}" y="${ly}" width="10" height="10" fill="${colourOf(p, i)}"/><text x="${x + 14}" y="${ly + 9}" font-size="12">${escapeHtml(r.label)}</text>`;
  }).join("");
  const height = y + 12 + Math.ceil(p.rows.length / 4) * 16;
  return `<svg role="img" aria-label="Phase shares of the total time per cut, baseline and candidate" viewBox="0 0 ${LABEL_W + BAR_W + 10} ${height}" width="100%">${bars.join("")}${legend}</svg>`;
}
function contributionsSvg(p) {
  const ends = p.rows.flatMap((r) => [r.contributionCi.lowPct, r.contributionCi.highPct, 0]).filter(Number.isFinite);
  const span = Math.max(0.5, ...ends.map(Math.abs));
  const x = (v) => LABEL_W + (v + span) / (2 * span) * BAR_W;
  const parts = p.rows.map((r, i) => {
    const y = i * ROW_H + ROW_H / 2;
    const lo = Number.isFinite(r.contributionCi.lowPct) ? r.contributionCi.lowPct : r.contributionPct;
    const hi = Number.isFinite(r.contributionCi.highPct) ? r.contributionCi.highPct : r.contributionPct;
    return `<text x="${LABEL_W - 6}" y="${y + 4}" text-anchor="end" font-size="12">${escapeHtml(r.label)}</text><line x1="${x(lo).toFixed(1)}" x2="${x(hi).toFixed(1)}" y1="${y}" y2="${y}" stroke="${colourOf(p, i)}" stroke-width="2"/><circle cx="${x(r.contributionPct).toFixed(1)}" cy="${y}" r="4" fill="${colourOf(p, i)}"><title>${escapeHtml(`${r.label}: ${fmt(r.contributionPct)} pp [${fmt(lo)}, ${fmt(hi)}] of the total's \u0394`)}</title></circle>`;
  });
  const height = p.rows.length * ROW_H + 20;
  const axis = `<line x1="${x(0)}" x2="${x(0)}" y1="0" y2="${height - 18}" stroke="#888" stroke-dasharray="3 3"/><text x="${x(-span)}" y="${height - 4}" font-size="11">${fmt(-span)} pp</text><text x="${x(span)}" y="${height - 4}" font-size="11" text-anchor="end">+${fmt(span)} pp</text>`;
  return `<svg role="img" aria-label="Each phase's part of the total's change, with 95% intervals" viewBox="0 0 ${LABEL_W + BAR_W + 10} ${height}" width="100%">${parts.join("")}${axis}</svg>`;
}
function phaseSectionHtml(p) {
  return `<section><h2>Where the time went</h2><p class="lead">${escapeHtml(phaseHeadline(p))}</p><figure><figcaption>Share of the total per phase, per cut (baseline above candidate)</figcaption>${sharesSvg(p)}</figure><figure><figcaption>Each phase's part of the total's \u0394 (95% interval)</figcaption>${contributionsSvg(p)}</figure>` + htmlTable(
    "Phases, by their part of the total\u2019s \u0394",
    PHASE_HEADER.map(escapeHtml),
    phaseRows(p).map((r) => r.map(escapeHtml))
  ) + `<p class="note">${escapeHtml(phaseLegend(p))}</p></section>`;
}

// src/report/html/block-tables.ts
var NOTABLE_ROWS = 20;
function verdictBadge(verdict) {
  return `<span class="verdict v-${escapeHtml(verdict)}">${escapeHtml(VERDICT_LABEL[verdict] ?? verdict)}</span>`;
}
function quantileCell(cut, q) {
  const x = cut.quantiles.find((v) => v.q === q);
  if (!x) return "\u2014";
  return escapeHtml(
    `${formatMs(x.baseline)} \u2192 ${formatMs(x.candidate)} (${formatPctWithCi(x.deltaPct, x.deltaCi, 1)})`
  );
}
function cutTables(c) {
  const summary = htmlTable(
    "Summary per cut",
    ["cut", "compared", "flagged (by noise \u2248)", "median \u0394% (95% CI)", "shift (95% CI)", "p", "verdict"],
    c.cuts.map((cut) => [
      escapeHtml(cut.name),
      formatCount(cut.compared),
      escapeHtml(`${formatCount(cut.flagged)} (${expectedFlaggedCell(c, cut)})`),
      escapeHtml(formatPctWithCi(cut.medianDeltaPct, cut.medianDeltaCi)),
      escapeHtml(formatShift(cut.shift)),
      escapeHtml(formatP(cut.pValue)),
      verdictBadge(cut.verdict)
    ])
  );
  const tail = htmlTable(
    "Slow tail: P50 / P90 / P99 (\u0394% with 95% CI) and total time per cut",
    ["cut", "P50", "P90", "P99", "total \u0394", "mean \u0394% (95% CI)"],
    c.cuts.map((cut) => [
      escapeHtml(cut.name),
      quantileCell(cut, "p50"),
      quantileCell(cut, "p90"),
      quantileCell(cut, "p99"),
      escapeHtml(
        `${formatSignedMs(cut.candidateTotalMs - cut.baselineTotalMs)} (${formatSignedPct(cut.totalDeltaPct)})`
      ),
      escapeHtml(formatPctWithCi(cut.meanDeltaPct, cut.meanDeltaCi))
    ])
  );
  return summary + tail;
}
function notableTable(c) {
  const rows = c.notable.slice(0, NOTABLE_ROWS);
  if (rows.length === 0) return "";
  return htmlTable(
    `Notable blocks: the ${rows.length} largest |\u0394 ms| among flagged slow blocks`,
    ["block", "baseline", "candidate", "\u0394", "\u0394%", "sets"],
    rows.map((r) => [
      String(r.block),
      escapeHtml(formatMs(r.baselineMs)),
      escapeHtml(formatMs(r.candidateMs)),
      escapeHtml(formatSignedMs(r.deltaMs)),
      escapeHtml(formatSignedPct(r.deltaPct)),
      r.sets.map(escapeHtml).join(", ")
    ]),
    [0, 5]
  );
}
function warningList(c) {
  if (c.warnings.length === 0) return "";
  return `<details><summary>Input warnings (${c.warnings.length})</summary><ul>${c.warnings.map((w) => `<li>${escapeHtml(warningLine(w))}</li>`).join("")}</ul></details>`;
}
function blockResultHtml(r, baselineLabel, several) {
  const c = r.comparison;
  const heading = several ? `<h2>${escapeHtml(r.candidateLabel)} vs ${escapeHtml(baselineLabel)}: ${verdictBadge(c.verdict)}</h2>` : "";
  const metric = c.metric ? `Verdict on ${c.metric.label} (${c.metric.unit}): ` : "";
  const metrics = c.metrics ? htmlTable(
    "Every metric the lines carry (all blocks)",
    METRIC_HEADER.map(escapeHtml),
    metricRows(c).map((row) => row.map(escapeHtml))
  ) + `<p class="note">${escapeHtml(metricLegend(c))}</p>` : "";
  return heading + (c.phases ? phaseSectionHtml(c.phases) : "") + `<p class="lead">${escapeHtml(metric)}${escapeHtml(verdictDetail(c))}${c.reason ? ` \u2014 ${escapeHtml(c.reason)}` : ""}</p><p class="method">${escapeHtml(methodSentence(c))}. ${escapeHtml(matchSentence(c))}.</p>` + cutTables(c) + metrics + notableTable(c) + warningList(c);
}

// src/report/html/micro-charts.ts
var MAX_BENCHMARK_POINTS = 5e3;
function displayUnit(values, unit) {
  if (unit !== "s") return { factor: 1, unit };
  const sorted = values.filter((v) => v > 0).sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 2)] ?? 1;
  const [scale, name] = TIME_STEPS.find(([s]) => typical >= s) ?? TIME_STEPS[TIME_STEPS.length - 1];
  return { factor: 1 / scale, unit: name };
}
function deltaCharts(c) {
  const charts = [];
  byMetric(c.runs[0].benchmarks).forEach((group, g) => {
    const rows = group.filter((b) => Number.isFinite(shownDeltaPct(b))).sort((a, b) => shownDeltaPct(a) - shownDeltaPct(b));
    if (rows.length === 0) return;
    const { picked, stride } = strided(rows, MAX_BENCHMARK_POINTS);
    const first = group[0];
    const byKey = c.runs.map((run) => {
      const m = /* @__PURE__ */ new Map();
      for (const b of run.benchmarks) if (b.metric === first.metric) m.set(b.key, b);
      return m;
    });
    charts.push({
      id: `delta-${g}`,
      title: `\u0394% per benchmark, ${metricTitle(first.metric, first.unit, first.direction)}`,
      note: `Benchmarks in order of ${c.runs.length > 1 ? `${c.runs[0].label}'s ` : ""}\u0394% (the change the verdict judges, as in the table)` + (stride > 1 ? `; every ${ordinal(stride)} of ${formatCount(rows.length)} drawn.` : "."),
      x: picked.map((_, i) => i),
      xCategories: picked.map((b) => b.key),
      xAxis: { label: "benchmark", format: "count" },
      yAxis: { label: "\u0394% vs baseline (asinh scale)", format: "pct", symlog: true },
      series: c.runs.map((run, r) => ({
        label: run.label,
        values: picked.map((b) => {
          const row = byKey[r].get(b.key);
          return row ? shownDeltaPct(row) : null;
        }),
        style: "points",
        color: r + 1
      })),
      itemNames: picked.map((b) => b.key),
      zeroLine: true
    });
  });
  return charts;
}
var familyId = (f) => `${f.metric}\0${f.label}`;
function familyChart(c, fam, index) {
  const sides = [c.baseline.scaling, ...c.runs.map((r) => r.scaling)].map(
    (s) => s.families.find((f) => familyId(f) === familyId(fam))
  );
  const ns = [...new Set(sides.flatMap((f) => f?.points.map((p) => p.n) ?? []))].sort((a, b) => a - b);
  const shown = displayUnit(
    sides.flatMap((f) => f?.points.map((p) => p.cost) ?? []),
    fam.costUnit
  );
  const labels = [`${c.baseline.label} (baseline)`, ...c.runs.map((r) => r.label)];
  const series = sides.map((f, s) => {
    const at = new Map(f?.points.map((p) => [p.n, p.cost * shown.factor]) ?? []);
    const exponent = f && Number.isFinite(f.growth.exponent) ? ` \u2014 n^${f.growth.exponent.toFixed(2)}` : "";
    return {
      label: `${labels[s]}${exponent}`,
      values: ns.map((n) => at.get(n) ?? null),
      style: "line",
      color: s
    };
  });
  return {
    id: `family-${index}`,
    title: `Cost against ${fam.param}, ${fam.label} (${fam.metric}${fam.inverted ? ", per op" : ""})`,
    note: "Log\u2013log axes: a straight line of slope k is cost \u221D n^k; each legend entry gives its run's fitted exponent.",
    x: ns,
    xAxis: { label: `${fam.param} (log)`, log: true, format: "number" },
    yAxis: { label: `cost (${shown.unit}, log)`, log: true, format: "number", unit: shown.unit },
    series
  };
}
function familySection(c) {
  const seen = /* @__PURE__ */ new Map();
  for (const s of [c.baseline.scaling, ...c.runs.map((r) => r.scaling)])
    for (const f of s.families) if (!seen.has(familyId(f))) seen.set(familyId(f), f);
  if (seen.size === 0) return null;
  const notes = c.runs.flatMap(
    (run) => shownCrossovers(run.scalingChanges.crossovers).map(
      (x) => (c.runs.length > 1 ? `${run.label}: ` : "") + crossoverSentence(x, (s) => s)
    )
  );
  return {
    heading: "Cost against size",
    grid: true,
    charts: [...seen.values()].map((f, i) => familyChart(c, f, i)),
    notes
  };
}
function chunkCharts(c, first, index) {
  const perRun = c.runs.map((run) => {
    const s = run.chunks?.find((x2) => x2.metric === first.metric);
    const at = new Map(s?.chunks.map((id, i) => [id, i]) ?? []);
    return first.chunks.map((id) => {
      const i = at.get(id);
      return i === void 0 || !s ? null : { value: s.candidate[i], total: s.candidateCumulative[i] };
    });
  });
  const shown = displayUnit(first.baseline, first.unit);
  const scaled = (v) => v === null || v === void 0 ? null : v * shown.factor;
  const x = first.chunks.map((_, i) => i + 1);
  const itemNames = first.chunks.map((id) => `chunk ${id}`);
  const yAxis = { label: `${first.metric} (${shown.unit})`, format: "number", unit: shown.unit };
  const series = (baseline, pick) => [
    { label: `${c.baseline.label} (baseline)`, values: baseline.map(scaled), style: "line", color: 0 },
    ...c.runs.map((run, r) => ({
      label: run.label,
      values: perRun[r].map((v) => scaled(v?.[pick])),
      style: "line",
      color: r + 1
    }))
  ];
  return [
    {
      id: `chunks-acc-${index}`,
      title: `Accumulated ${first.metric} over the chunks`,
      note: `Running sum over the ${formatCount(first.chunks.length)} chunks both runs have, in the baseline's order.`,
      x,
      xAxis: { label: "chunk", format: "count" },
      yAxis: { ...yAxis, label: `accumulated ${yAxis.label}` },
      series: series(first.baselineCumulative, "total"),
      itemNames
    },
    {
      id: `chunks-${index}`,
      title: `${first.metric} per chunk`,
      x,
      xAxis: { label: "chunk", format: "count" },
      yAxis,
      series: series(first.baseline, "value"),
      itemNames
    }
  ];
}
function microChartSections(c) {
  const sections = [];
  const chunks = c.runs[0]?.chunks;
  if (chunks && chunks.length > 0) {
    sections.push({
      heading: "Chunked timings",
      charts: chunks.flatMap((s, i) => chunkCharts(c, s, i))
    });
  } else if (c.runs.length > 0) {
    const delta = deltaCharts(c);
    if (delta.length > 0) sections.push({ heading: "\u0394% per benchmark", charts: delta });
  }
  const families = familySection(c);
  if (families) sections.push(families);
  return sections;
}

// src/report/html/micro-tables.ts
var BENCHMARK_ROWS = 200;
var pct = (x) => x === null ? "\u2014" : escapeHtml(signedPct(x));
function totalsTable(c) {
  const metrics = [...new Set(c.totals.map((t) => t.metric))];
  const unitOf = (m) => c.totals.find((t) => t.metric === m)?.unit ?? "";
  const base = metrics.map((m) => {
    const t = c.totals.find((x) => x.metric === m);
    return t ? escapeHtml(formatMeasure(t.baselineTotal, t.unit)) : "\u2014";
  });
  return htmlTable(
    "Totals per metric (sums of medians over the benchmarks each run shares with the baseline), \u0394 vs baseline",
    ["run", ...metrics.map((m) => escapeHtml(`${m} (${unitOf(m)})`)), "verdicts"],
    [
      [`${escapeHtml(c.baseline.label)} (baseline)`, ...base, ""],
      ...c.runs.map((run) => [
        escapeHtml(run.label),
        ...metrics.map((m) => {
          const t = run.totals.find((x) => x.metric === m);
          return t ? `${escapeHtml(formatMeasure(t.candidateTotal, t.unit))} (${pct(t.deltaPct)})` : "\u2014";
        }),
        escapeHtml(runCountsText(run))
      ])
    ],
    [0, metrics.length + 1]
  );
}
function chunkTable(series) {
  return htmlTable(
    "Chunked timings per metric",
    ["metric", "chunks", "baseline total", "candidate total", "\u0394 total", "typical chunk", "p", "verdict"],
    series.map((s) => [
      escapeHtml(s.metric),
      String(s.chunks.length),
      escapeHtml(formatMeasure(s.baselineTotal, s.unit)),
      escapeHtml(formatMeasure(s.candidateTotal, s.unit)),
      pct(s.totalDeltaPct),
      pct(s.medianDeltaPct),
      escapeHtml(formatP(s.pValue)),
      verdictBadge(s.verdict)
    ])
  );
}
function benchmarkTable(run, notes) {
  const rows = rowOrder(run.benchmarks).slice(0, BENCHMARK_ROWS);
  const more = run.benchmarks.length - rows.length;
  return htmlTable(
    `Benchmarks, changes first${more > 0 ? ` (${BENCHMARK_ROWS} of ${run.benchmarks.length} shown)` : ""}`,
    ["benchmark", "metric", "baseline", "candidate", "\u0394", "\u0394 95%", "p", "n", "verdict"],
    rows.map((b) => {
      const marks = notes.marks(b);
      return [
        escapeHtml(b.key),
        escapeHtml(metricTitle(b.metric, b.unit, b.direction)),
        escapeHtml(sideText(b.baseline, b.unit)),
        escapeHtml(sideText(b.candidate, b.unit)),
        escapeHtml(deltaText(b)),
        escapeHtml(intervalText(b)),
        escapeHtml(pText(b)),
        escapeHtml(samplesText(b)),
        verdictBadge(b.verdict) + (marks ? ` <sup>${escapeHtml(marks)}</sup>` : "")
      ];
    }),
    [0, 1, 8]
  );
}
function runHtml(c, run) {
  const notes = new Footnotes(c.baseline.tool);
  const heading = c.runs.length > 1 ? `<h2>${escapeHtml(run.label)} vs ${escapeHtml(c.baseline.label)}: ${escapeHtml(runCountsText(run))}</h2>` : "";
  const table = run.chunks ? chunkTable(run.chunks) : benchmarkTable(run, notes);
  const runNotes = [...run.notes, run.multipleComparisons.message].filter((n) => n);
  return heading + runNotes.map((n) => `<p class="method">${escapeHtml(n)}</p>`).join("") + table + (notes.count > 0 ? `<details><summary>Notes (${notes.count})</summary><ol>${notes.list().map((n) => `<li>${escapeHtml(n)}</li>`).join("")}</ol></details>` : "");
}
function microComparisonHtml(c) {
  const lead = c.runs.length === 1 ? `${c.runs[0].label} vs ${c.baseline.label}: ${runCountsText(c.runs[0])}` : `${c.runs.length} candidates vs ${c.baseline.label}`;
  const centers = centerNote(c);
  return `<p class="lead">${escapeHtml(lead)}</p>` + (c.runs.length > 1 ? totalsTable(c) : "") + c.runs.map((run) => runHtml(c, run)).join("") + (centers ? `<p class="method">${escapeHtml(centers)}</p>` : "");
}

// src/report/html/page.ts
var sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
var SHARED_FORMATTERS = [formatMs, formatSignedPct, groupThousands].map((f) => f.toString()).join("\n");
function metricSelect(section) {
  if (!section.metricChoice) return "";
  const options = section.metricChoice.map((m) => `<option value="${escapeHtml(m.id)}">${escapeHtml(m.label)}</option>`).join("");
  return `<label class="metric-choice">metric <select class="metric-select">${options}</select></label>`;
}
function sectionHtml(section) {
  const first = section.metricChoice?.[0]?.id;
  const figures = section.charts.map(
    (c) => `<figure aria-labelledby="title-${c.id}"${c.metric !== void 0 ? ` data-metric="${escapeHtml(c.metric)}"${c.metric === first ? "" : " hidden"}` : ""}><figcaption id="title-${c.id}">${escapeHtml(c.title)}</figcaption><div class="chart" id="chart-${c.id}"></div>${c.note ? `<p class="note">${escapeHtml(c.note)}</p>` : ""}</figure>`
  ).join("");
  const notes = (section.notes ?? []).map((n) => `<li>${escapeHtml(n)}</li>`).join("");
  const grid = section.grid ? ' class="grid"' : "";
  return `<section><h2>${escapeHtml(section.heading)}</h2>${metricSelect(section)}<div${grid}>${figures}</div>${notes ? `<ul class="note">${notes}</ul>` : ""}</section>`;
}
function summaryHtml(report) {
  if (report.kind === "micro") {
    return {
      summary: microComparisonHtml(report.comparison),
      sections: microChartSections(report.comparison)
    };
  }
  const several = report.results.length > 1;
  return {
    summary: report.results.map((r) => blockResultHtml(r, report.baselineLabel, several)).join(""),
    sections: blockChartSections(report.results, report.baselineLabel)
  };
}
function sideLabels(report) {
  const candidates = report.kind === "micro" ? report.comparison.runs.map((r) => r.label) : report.results.map((r) => r.candidateLabel);
  return `baseline: ${report.baselineLabel} \xB7 candidate${candidates.length > 1 ? "s" : ""}: ${candidates.join(", ")}`;
}
function renderReportHtml(report, o = {}) {
  const verdict = reportVerdict(report);
  const { summary, sections } = summaryHtml(report);
  const assets = htmlAssets();
  const script = `${assets.uplotJs}
${SHARED_FORMATTERS}
${assets.chartsJs}`;
  const style = `${assets.uplotCss}
${assets.pageCss}`;
  const csp = [
    "default-src 'none'",
    `script-src ${sha256(script)}`,
    `style-src ${sha256(style)}`,
    "img-src data:",
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
  const title = `${o.title ? `${o.title}: ` : ""}${verdict.replace("-", " ")}`;
  const found = report.kind === "micro" ? microVerdictNames(report.comparison) : "";
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>benchdelta \u2014 ${escapeHtml(title)}</title>`,
    `<style>${style}</style>`,
    "</head>",
    "<body>",
    "<main>",
    o.back ? `<nav><a href="${escapeHtml(o.back.href)}">${escapeHtml(o.back.text)}</a></nav>` : "",
    `<h1>${o.title ? `${escapeHtml(o.title)}: ` : ""}${verdictBadge(verdict)}${found ? ` <span class="found">${escapeHtml(found)}</span>` : ""}</h1>`,
    summary,
    ...sections.filter((s) => s.charts.length > 0).map(sectionHtml),
    `<footer>${escapeHtml(sideLabels(report))} \xB7 made by benchdelta</footer>`,
    "</main>",
    `<script type="application/json" id="benchdelta-data">${jsonForScript({ sections })}</script>`,
    `<script>${script}</script>`,
    "</body>",
    "</html>",
    ""
  ].join("\n");
}

export {
  htmlAssets,
  renderReportHtml
};
