// A leaderboard: the players sorted by score, best first, through an underscore chain.
import _ from './modules/index-default.js';

var players = [
  ['ada', 90], ['bob', 75], ['cleo', 90], ['dan', 60], ['eve', 75], ['finn', 90],
  ['gus', 60], ['hana', 75], ['ivan', 90], ['jade', 60], ['kai', 75], ['lena', 90],
  ['milo', 60], ['nora', 75], ['otto', 90], ['pia', 60], ['quin', 75], ['rosa', 90],
  ['sam', 60], ['tess', 75], ['ugo', 90], ['vera', 60], ['wes', 75], ['xena', 90]
];
var records = _.map(players, function (p) { return { name: p[0], score: p[1] }; });
var order = _.chain(records)
  .sort(function (a, b) { return b.score - a.score; })
  .pluck('name')
  .value();
var say = typeof print === 'function' ? print : console.log;
say('ORDER ' + order.join(' '));
