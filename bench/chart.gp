# Bar chart of one paper-protocol table (Table 1 style): ns per test, bars grouped by overlap
# frequency, one bar per method. ci/bench calls it with
#   gnuplot -e "datafile='...'; outfile='...'; heading='...'; ncol=N; logy=0" bench/chart.gp
# where datafile is a <suite>.dat written by spherebox_bench (header row, then one row per
# frequency: label, then ns/test per method).
set terminal pngcairo size 1100,600 noenhanced font ",11"
set output outfile
set title heading
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set key outside right top vertical autotitle columnheader
set ylabel "ns per test (lower is faster)"
set xlabel "overlap frequency"
set grid ytics
set yrange [0:*]
if (logy) { set logscale y; set yrange [*:*] }
plot for [i=2:ncol] datafile using i:xtic(1)
